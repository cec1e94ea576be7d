/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { MetricListResponseAllOf } from './metricListResponseAllOf';

export type MetricListResponse = ListEnvelope & MetricListResponseAllOf;
