/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetMetric200AllOf } from './getMetric200AllOf';

export type GetMetric200 = SuccessEnvelope & GetMetric200AllOf;
