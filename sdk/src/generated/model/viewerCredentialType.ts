/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ViewerCredentialType = typeof ViewerCredentialType[keyof typeof ViewerCredentialType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ViewerCredentialType = {
  api_key: 'api_key',
  oauth: 'oauth',
} as const;
