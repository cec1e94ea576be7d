/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * An insight's status. created: recorded; review: sent to a team's insight reviewer; need_context: returned to its recorder for more context; active: work is linked; delivered: all linked work completed; rejected, archived: decided (archived insights are hidden from default lists); stale: left alone. rejected, delivered and archived are terminal outcomes.
 */
export type InsightStatus = typeof InsightStatus[keyof typeof InsightStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightStatus = {
  created: 'created',
  review: 'review',
  need_context: 'need_context',
  active: 'active',
  rejected: 'rejected',
  delivered: 'delivered',
  stale: 'stale',
  archived: 'archived',
} as const;
