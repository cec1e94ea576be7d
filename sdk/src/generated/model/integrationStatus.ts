/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type IntegrationStatus = typeof IntegrationStatus[keyof typeof IntegrationStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationStatus = {
  active: 'active',
  disabled: 'disabled',
} as const;
