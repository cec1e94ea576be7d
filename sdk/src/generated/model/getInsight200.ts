/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetInsight200AllOf } from './getInsight200AllOf';

export type GetInsight200 = SuccessEnvelope & GetInsight200AllOf;
