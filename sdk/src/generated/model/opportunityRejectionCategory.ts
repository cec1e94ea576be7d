/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Why it was rejected (reject-via-template); null otherwise.
 */
export type OpportunityRejectionCategory = 'no_demand' | 'not_aligned' | 'not_viable' | 'not_now' | 'duplicate' | 'other' | null;
