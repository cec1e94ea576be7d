/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Metric } from './metric';

export type MetricResponseAllOf = {
  data?: Metric;
};
