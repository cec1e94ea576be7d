/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

/**
 * Who owns the phase (a user UUID, or me).
 */
export type CreateOpportunityPhaseBodyOwnerId = UserRef | null;
