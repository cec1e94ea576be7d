/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { MetricValueListResponseAllOf } from './metricValueListResponseAllOf';

export type MetricValueListResponse = ListEnvelope & MetricValueListResponseAllOf;
