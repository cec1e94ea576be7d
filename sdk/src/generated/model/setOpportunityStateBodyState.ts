/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetOpportunityStateBodyState = typeof SetOpportunityStateBodyState[keyof typeof SetOpportunityStateBodyState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetOpportunityStateBodyState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
} as const;
