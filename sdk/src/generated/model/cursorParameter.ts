/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2).
 */
export type CursorParameter = string;
