/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Visions only: company or product; null for other kinds.
 */
export type DirectionDocumentSummaryScope = 'company' | 'product' | null;
