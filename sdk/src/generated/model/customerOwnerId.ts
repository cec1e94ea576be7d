/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The account owner (a user of the org).
 */
export type CustomerOwnerId = string | null;
