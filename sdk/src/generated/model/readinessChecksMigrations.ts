/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Every migration of this build is applied (unknown when the database is unreachable).
 */
export type ReadinessChecksMigrations = typeof ReadinessChecksMigrations[keyof typeof ReadinessChecksMigrations];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReadinessChecksMigrations = {
  ok: 'ok',
  pending: 'pending',
  unknown: 'unknown',
} as const;
