/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * When the phase should be done (YYYY-MM-DD); null makes it open ended.
 */
export type UpdateOpportunityPhaseBodyTargetDate = string | null;
