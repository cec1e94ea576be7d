/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The template driving the delivery (its instance: GET /api/v1/templates/instances/opportunity/{id}).
 */
export type OpportunityWorkflowId = string | null;
