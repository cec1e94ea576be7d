/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Null while pending.
 */
export type ImportRunStartedAt = string | null;
