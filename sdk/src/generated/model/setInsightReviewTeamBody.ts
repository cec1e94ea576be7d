/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetInsightReviewTeamBodyTeamId } from './setInsightReviewTeamBodyTeamId';

export type SetInsightReviewTeamBody = {
  teamId: SetInsightReviewTeamBodyTeamId;
};
