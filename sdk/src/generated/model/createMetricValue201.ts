/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateMetricValue201AllOf } from './createMetricValue201AllOf';

export type CreateMetricValue201 = SuccessEnvelope & CreateMetricValue201AllOf;
