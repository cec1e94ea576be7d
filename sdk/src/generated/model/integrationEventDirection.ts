/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type IntegrationEventDirection = typeof IntegrationEventDirection[keyof typeof IntegrationEventDirection];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationEventDirection = {
  inbound: 'inbound',
  outbound: 'outbound',
} as const;
