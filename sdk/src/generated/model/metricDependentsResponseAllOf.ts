/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetricDependents } from './metricDependents';

export type MetricDependentsResponseAllOf = {
  data?: MetricDependents;
};
