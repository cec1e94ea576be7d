/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveMetricId } from './objectiveMetricId';
import type { ObjectiveTargetOperator } from './objectiveTargetOperator';
import type { ObjectiveTargetNumeric } from './objectiveTargetNumeric';
import type { ObjectiveStartNumeric } from './objectiveStartNumeric';
import type { ObjectiveDeadline } from './objectiveDeadline';
import type { ObjectiveHorizon } from './objectiveHorizon';
import type { ObjectiveStatus } from './objectiveStatus';
import type { ObjectiveProgressProperty } from './objectiveProgressProperty';

/**
 * An objective (spec 1 §2.3), anchored to at most one metric. `targetNumeric` and `startNumeric` are decimal strings (exact numerics); all metric fields are null when no metric is set.
 */
export interface Objective {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  visionId: string;
  title: string;
  description: string;
  metricId: ObjectiveMetricId;
  targetOperator: ObjectiveTargetOperator;
  targetNumeric: ObjectiveTargetNumeric;
  startNumeric: ObjectiveStartNumeric;
  driId: string;
  deadline: ObjectiveDeadline;
  horizon: ObjectiveHorizon;
  status: ObjectiveStatus;
  /** The vision's version when the objective was created or last moved. */
  visionVersion: number;
  /** Materialised path `<visionId>/<objectiveId>` (spec 1 §1). */
  visionPath: string;
  /** How far the metric has moved from the start toward the target; null without a metric, a target or readings. */
  progress: ObjectiveProgressProperty;
  createdAt: string;
  updatedAt: string;
}
