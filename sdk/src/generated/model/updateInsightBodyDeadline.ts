/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A date promised to the customer; makes it a commitment.
 */
export type UpdateInsightBodyDeadline = string | null;
