/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type WebhookDeliveryKind = typeof WebhookDeliveryKind[keyof typeof WebhookDeliveryKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WebhookDeliveryKind = {
  event: 'event',
  test: 'test',
  redelivery: 'redelivery',
} as const;
