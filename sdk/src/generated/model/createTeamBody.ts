/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateTeamBodyInsightReviewerId } from './createTeamBodyInsightReviewerId';

export type CreateTeamBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * 2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)
   * @pattern ^[A-Z][A-Z0-9]{1,3}$
   */
  prefix: string;
  /** Who reviews insights sent to the team (a user of the org, or me). */
  insightReviewerId?: CreateTeamBodyInsightReviewerId;
};
