/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * failed: why, in one sentence. Null otherwise.
 */
export type ImportRunError = string | null;
