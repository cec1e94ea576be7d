/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type OpportunityState = typeof OpportunityState[keyof typeof OpportunityState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpportunityState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
