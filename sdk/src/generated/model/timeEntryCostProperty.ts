/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Financial (see above).
 */
export type TimeEntryCostProperty = number | null;
