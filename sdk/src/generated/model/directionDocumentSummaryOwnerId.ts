/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The creator (for strategies, the only one who may publish or archive).
 */
export type DirectionDocumentSummaryOwnerId = string | null;
