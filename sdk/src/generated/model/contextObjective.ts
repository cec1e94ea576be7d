/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextObjectiveStatus } from './contextObjectiveStatus';
import type { ContextObjectiveLinkKind } from './contextObjectiveLinkKind';
import type { ContextObjectiveMetric } from './contextObjectiveMetric';
import type { ContextObjectiveOperator } from './contextObjectiveOperator';
import type { ContextObjectiveTarget } from './contextObjectiveTarget';
import type { ContextObjectiveLatestReading } from './contextObjectiveLatestReading';
import type { ContextObjectiveProgress } from './contextObjectiveProgress';

/**
 * An objective an opportunity serves, with its metric, target, latest reading and progress toward the target.
 */
export interface ContextObjective {
  id: string;
  ref: string;
  title: string;
  status: ContextObjectiveStatus;
  linkKind: ContextObjectiveLinkKind;
  metric: ContextObjectiveMetric;
  operator: ContextObjectiveOperator;
  target: ContextObjectiveTarget;
  latestReading: ContextObjectiveLatestReading;
  progress: ContextObjectiveProgress;
}
