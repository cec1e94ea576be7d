/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListIntegrationEventsStatus = typeof ListIntegrationEventsStatus[keyof typeof ListIntegrationEventsStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListIntegrationEventsStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  processed: 'processed',
  ignored: 'ignored',
  skipped: 'skipped',
} as const;
