/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListOpportunitiesStatus = typeof ListOpportunitiesStatus[keyof typeof ListOpportunitiesStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListOpportunitiesStatus = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  draft: 'draft',
  under_review: 'under_review',
  approved: 'approved',
  complete: 'complete',
  measured: 'measured',
  rejected: 'rejected',
} as const;
