/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type StepInstanceAllowedMovesItem = typeof StepInstanceAllowedMovesItem[keyof typeof StepInstanceAllowedMovesItem];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StepInstanceAllowedMovesItem = {
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
} as const;
