/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The creator, who alone may edit, publish, archive and label versions; null when that user was removed.
 */
export type StrategyOwnerId = string | null;
