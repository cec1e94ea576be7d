/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * When the phase should be done; null means open ended.
 */
export type OpportunityPhaseTargetDate = string | null;
