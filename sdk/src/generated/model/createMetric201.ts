/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateMetric201AllOf } from './createMetric201AllOf';

export type CreateMetric201 = SuccessEnvelope & CreateMetric201AllOf;
