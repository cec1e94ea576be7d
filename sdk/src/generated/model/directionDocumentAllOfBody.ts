/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The published text (markdown); null before the first publish.
 */
export type DirectionDocumentAllOfBody = string | null;
