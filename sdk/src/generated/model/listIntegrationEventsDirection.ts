/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListIntegrationEventsDirection = typeof ListIntegrationEventsDirection[keyof typeof ListIntegrationEventsDirection];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListIntegrationEventsDirection = {
  inbound: 'inbound',
  outbound: 'outbound',
} as const;
