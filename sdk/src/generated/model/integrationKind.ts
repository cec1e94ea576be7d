/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type IntegrationKind = typeof IntegrationKind[keyof typeof IntegrationKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntegrationKind = {
  webhooks: 'webhooks',
  github: 'github',
} as const;
