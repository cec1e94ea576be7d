/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Current annual recurring revenue, in the org currency; null when never set.
 */
export type CustomerArr = number | null;
