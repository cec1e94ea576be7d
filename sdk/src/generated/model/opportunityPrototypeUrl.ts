/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The prototype's link; null for a file.
 */
export type OpportunityPrototypeUrl = string | null;
