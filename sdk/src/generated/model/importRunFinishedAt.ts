/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Set when the run reaches completed, partial or failed.
 */
export type ImportRunFinishedAt = string | null;
