/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * null when unpriced.
 */
export type TimeEntryCostCost = number | null;
