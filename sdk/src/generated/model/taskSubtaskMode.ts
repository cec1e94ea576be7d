/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type TaskSubtaskMode = typeof TaskSubtaskMode[keyof typeof TaskSubtaskMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskSubtaskMode = {
  standalone: 'standalone',
  sequential: 'sequential',
} as const;
