/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * pending (created and planned, not started) → running → completed (every row in) | partial (finished, some rows refused, each with its reason) | failed (stopped by an error not attributable to a row: an unreadable or truncated file, an unsupported version); running ⇄ paused (interrupted; the same import command resumes it from its checkpoint). completed, partial and failed are terminal (spec 1 §3.1).
 */
export type ImportRunStatus = typeof ImportRunStatus[keyof typeof ImportRunStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ImportRunStatus = {
  pending: 'pending',
  running: 'running',
  paused: 'paused',
  completed: 'completed',
  partial: 'partial',
  failed: 'failed',
} as const;
