/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type StepInstanceStatus = typeof StepInstanceStatus[keyof typeof StepInstanceStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StepInstanceStatus = {
  pending: 'pending',
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
  cancelled: 'cancelled',
} as const;
