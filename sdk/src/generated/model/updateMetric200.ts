/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateMetric200AllOf } from './updateMetric200AllOf';

export type UpdateMetric200 = SuccessEnvelope & UpdateMetric200AllOf;
