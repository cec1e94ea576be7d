/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Why (optional); replaces the note of your earlier vote.
 * @maxLength 2000
 */
export type SetOpportunityRiskVoteBodyNote = string | null;
