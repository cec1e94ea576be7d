/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListWebhookDeliveriesStatus = typeof ListWebhookDeliveriesStatus[keyof typeof ListWebhookDeliveriesStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListWebhookDeliveriesStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;
