/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A date promised to the customer: makes the insight a commitment.
 */
export type InsightDeadline = string | null;
