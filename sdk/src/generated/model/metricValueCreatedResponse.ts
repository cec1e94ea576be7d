/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MetricValueCreatedResponseAllOf } from './metricValueCreatedResponseAllOf';

export type MetricValueCreatedResponse = SuccessEnvelope & MetricValueCreatedResponseAllOf;
