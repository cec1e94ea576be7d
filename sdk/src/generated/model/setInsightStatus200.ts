/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetInsightStatus200AllOf } from './setInsightStatus200AllOf';

export type SetInsightStatus200 = SuccessEnvelope & SetInsightStatus200AllOf;
