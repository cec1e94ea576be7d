/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * queued → running → succeeded | failed | cancelled; a queued run may also be cancelled or fail. succeeded, failed and cancelled are final.
 */
export type AgentRunStatus = typeof AgentRunStatus[keyof typeof AgentRunStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AgentRunStatus = {
  queued: 'queued',
  running: 'running',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;
