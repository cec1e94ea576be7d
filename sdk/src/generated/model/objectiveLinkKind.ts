/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The primary link decides the opportunity's visionPath.
 */
export type ObjectiveLinkKind = typeof ObjectiveLinkKind[keyof typeof ObjectiveLinkKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveLinkKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;
