/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MetricDependentsResponseAllOf } from './metricDependentsResponseAllOf';

export type MetricDependentsResponse = SuccessEnvelope & MetricDependentsResponseAllOf;
