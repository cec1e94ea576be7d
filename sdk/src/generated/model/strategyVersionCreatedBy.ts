/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who made this version; null when that user was removed.
 */
export type StrategyVersionCreatedBy = string | null;
