/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ObservedIdentifierHashesAlgorithm = typeof ObservedIdentifierHashesAlgorithm[keyof typeof ObservedIdentifierHashesAlgorithm];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObservedIdentifierHashesAlgorithm = {
  'HMAC-SHA256': 'HMAC-SHA256',
} as const;
