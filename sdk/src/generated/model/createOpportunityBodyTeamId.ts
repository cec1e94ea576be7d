/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamRef } from './teamRef';

/**
 * The team (UUID or prefix).
 */
export type CreateOpportunityBodyTeamId = TeamRef | null;
