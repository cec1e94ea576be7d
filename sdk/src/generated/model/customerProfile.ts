/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Free-form facts about the account (industry, size, plan …).
 */
export type CustomerProfile = { [key: string]: unknown };
