/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * When the phase should be done (YYYY-MM-DD); null or omitted means open ended.
 */
export type CreateOpportunityPhaseBodyTargetDate = string | null;
