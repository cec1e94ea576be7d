/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ObjectiveOpportunityState = typeof ObjectiveOpportunityState[keyof typeof ObjectiveOpportunityState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveOpportunityState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
