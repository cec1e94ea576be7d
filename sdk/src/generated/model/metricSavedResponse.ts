/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MetricSavedResponseAllOf } from './metricSavedResponseAllOf';

export type MetricSavedResponse = SuccessEnvelope & MetricSavedResponseAllOf;
