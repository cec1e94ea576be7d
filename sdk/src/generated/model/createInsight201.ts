/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateInsight201AllOf } from './createInsight201AllOf';

export type CreateInsight201 = SuccessEnvelope & CreateInsight201AllOf;
