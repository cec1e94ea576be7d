/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Opaque next-page token; null when there is no next page.
 */
export type PaginationCursor = string | null;
