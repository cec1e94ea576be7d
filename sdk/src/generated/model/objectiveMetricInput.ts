/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetricRef } from './metricRef';
import type { ObjectiveMetricInputOperator } from './objectiveMetricInputOperator';
import type { ObjectiveMetricInputStartValue } from './objectiveMetricInputStartValue';

/**
 * Anchor an objective to a metric with a target (spec 2 §4.5).
 */
export interface ObjectiveMetricInput {
  metricId: MetricRef;
  operator: ObjectiveMetricInputOperator;
  /**
   * Target value in the metric's unit.
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  target: number;
  /**
   * Baseline value in the metric's unit.
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  startValue?: ObjectiveMetricInputStartValue;
}
