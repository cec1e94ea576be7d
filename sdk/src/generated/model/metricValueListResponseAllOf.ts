/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetricValue } from './metricValue';

export type MetricValueListResponseAllOf = {
  data?: MetricValue[];
};
