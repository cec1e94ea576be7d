/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum 0
 */
export type ImportRunDurationMs = number | null;
