/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ActiveStepStatus = typeof ActiveStepStatus[keyof typeof ActiveStepStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActiveStepStatus = {
  running: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
