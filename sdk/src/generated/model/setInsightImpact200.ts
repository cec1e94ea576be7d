/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetInsightImpact200AllOf } from './setInsightImpact200AllOf';

export type SetInsightImpact200 = SuccessEnvelope & SetInsightImpact200AllOf;
