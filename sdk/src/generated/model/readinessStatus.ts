/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ReadinessStatus = typeof ReadinessStatus[keyof typeof ReadinessStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReadinessStatus = {
  ready: 'ready',
  not_ready: 'not_ready',
} as const;
