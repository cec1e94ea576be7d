/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CustomerOpportunityState = typeof CustomerOpportunityState[keyof typeof CustomerOpportunityState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerOpportunityState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
