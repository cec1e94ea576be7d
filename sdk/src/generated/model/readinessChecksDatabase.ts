/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The database answered `select 1` within 2 s.
 */
export type ReadinessChecksDatabase = typeof ReadinessChecksDatabase[keyof typeof ReadinessChecksDatabase];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReadinessChecksDatabase = {
  ok: 'ok',
  unreachable: 'unreachable',
} as const;
