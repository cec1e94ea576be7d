/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Financial; needs cost:read to read back.
 * @minimum 0
 * @maximum 99999999999999
 */
export type UpdateOpportunityBodyEstimatedCost = number | null;
