/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A template (defaultEntityType opportunity or any) that drives the delivery: an instance starts with the opportunity.
 */
export type CreateOpportunityBodyWorkflowId = string | null;
