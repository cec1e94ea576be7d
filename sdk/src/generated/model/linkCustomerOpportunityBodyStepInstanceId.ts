/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A step instance of the opportunity's template; omitted or null unpins.
 */
export type LinkCustomerOpportunityBodyStepInstanceId = string | null;
