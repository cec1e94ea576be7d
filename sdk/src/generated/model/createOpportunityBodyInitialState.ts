/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * in_progress with a workflowId also activates the first step.
 */
export type CreateOpportunityBodyInitialState = typeof CreateOpportunityBodyInitialState[keyof typeof CreateOpportunityBodyInitialState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateOpportunityBodyInitialState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
} as const;
