/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

/**
 * The lead (a user UUID, or me); null clears it.
 */
export type UpdateOpportunityBodyLeadId = UserRef | null;
