/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Why; null when none was given.
 */
export type RiskVoteNote = string | null;
