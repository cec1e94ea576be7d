/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type TaskPriority = typeof TaskPriority[keyof typeof TaskPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;
