/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MetricResponseAllOf } from './metricResponseAllOf';

export type MetricResponse = SuccessEnvelope & MetricResponseAllOf;
