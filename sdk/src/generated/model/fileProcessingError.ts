/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Why the integrity check failed; null unless failed.
 */
export type FileProcessingError = string | null;
