/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type TaskContextOpportunityOneOfState = typeof TaskContextOpportunityOneOfState[keyof typeof TaskContextOpportunityOneOfState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskContextOpportunityOneOfState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
