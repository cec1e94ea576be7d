/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type IntegrationEventStatus = typeof IntegrationEventStatus[keyof typeof IntegrationEventStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationEventStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  processed: 'processed',
  ignored: 'ignored',
  skipped: 'skipped',
} as const;
