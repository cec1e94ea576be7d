/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum 0
 * @maximum 2147483647
 */
export type CreateOpportunityBodyQueuePosition = number | null;
