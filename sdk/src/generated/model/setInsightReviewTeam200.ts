/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetInsightReviewTeam200AllOf } from './setInsightReviewTeam200AllOf';

export type SetInsightReviewTeam200 = SuccessEnvelope & SetInsightReviewTeam200AllOf;
