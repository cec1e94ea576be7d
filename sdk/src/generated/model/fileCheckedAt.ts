/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * When the integrity check ended.
 */
export type FileCheckedAt = string | null;
