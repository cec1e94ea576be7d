/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetInsightTags200AllOf } from './setInsightTags200AllOf';

export type SetInsightTags200 = SuccessEnvelope & SetInsightTags200AllOf;
