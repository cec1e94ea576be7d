/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListOpportunitiesState = typeof ListOpportunitiesState[keyof typeof ListOpportunitiesState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListOpportunitiesState = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
