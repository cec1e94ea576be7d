/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateStepInstanceBodyStatus = typeof UpdateStepInstanceBodyStatus[keyof typeof UpdateStepInstanceBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateStepInstanceBodyStatus = {
  active: 'active',
  paused: 'paused',
  completed: 'completed',
  skipped: 'skipped',
} as const;
