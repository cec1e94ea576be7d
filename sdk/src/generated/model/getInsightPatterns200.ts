/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetInsightPatterns200AllOf } from './getInsightPatterns200AllOf';

export type GetInsightPatterns200 = SuccessEnvelope & GetInsightPatterns200AllOf;
