/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who set it last; null when that user no longer exists.
 */
export type ScoreValueSetBy = string | null;
