/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetObjectiveMetricBodyMetricId } from './setObjectiveMetricBodyMetricId';
import type { SetObjectiveMetricBodyOperator } from './setObjectiveMetricBodyOperator';
import type { SetObjectiveMetricBodyStartValue } from './setObjectiveMetricBodyStartValue';

export type SetObjectiveMetricBody = {
  /** The metric (UUID or MET-<n>); null clears the anchor. */
  metricId: SetObjectiveMetricBodyMetricId;
  operator?: SetObjectiveMetricBodyOperator;
  /**
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  target?: number;
  /**
   * @minimum -10000000000000000000
   * @maximum 10000000000000000000
   */
  startValue?: SetObjectiveMetricBodyStartValue;
};
