/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who last wrote it (a key's or app's user too).
 */
export type DirectionDocumentDraftUpdatedBy = string | null;
