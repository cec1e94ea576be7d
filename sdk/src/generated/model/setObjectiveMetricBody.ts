/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetObjectiveMetricBodyMetricId } from './setObjectiveMetricBodyMetricId';
import type { SetObjectiveMetricBodyOperator } from './setObjectiveMetricBodyOperator';
import type { SetObjectiveMetricBodyStartValue } from './setObjectiveMetricBodyStartValue';

export type SetObjectiveMetricBody = {
  metricId: SetObjectiveMetricBodyMetricId;
  operator?: SetObjectiveMetricBodyOperator;
  target?: number;
  startValue?: SetObjectiveMetricBodyStartValue;
};
