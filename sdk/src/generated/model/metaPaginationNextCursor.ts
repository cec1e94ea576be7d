/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Same token as pagination.cursor; null on the last page.
 */
export type MetaPaginationNextCursor = string | null;
