/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetInsightLink200AllOf } from './setInsightLink200AllOf';

export type SetInsightLink200 = SuccessEnvelope & SetInsightLink200AllOf;
