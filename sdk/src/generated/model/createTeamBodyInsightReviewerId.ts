/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

/**
 * Who reviews insights sent to the team (a user of the org, or me).
 */
export type CreateTeamBodyInsightReviewerId = UserRef | null;
