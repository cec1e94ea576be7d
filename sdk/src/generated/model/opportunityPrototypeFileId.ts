/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The uploaded file; null for a link.
 */
export type OpportunityPrototypeFileId = string | null;
