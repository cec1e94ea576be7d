/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MetricCreatedResponseAllOf } from './metricCreatedResponseAllOf';

export type MetricCreatedResponse = SuccessEnvelope & MetricCreatedResponseAllOf;
