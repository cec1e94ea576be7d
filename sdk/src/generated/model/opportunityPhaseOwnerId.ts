/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who owns the phase; null when nobody does.
 */
export type OpportunityPhaseOwnerId = string | null;
