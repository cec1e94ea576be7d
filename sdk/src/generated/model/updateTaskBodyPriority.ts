/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateTaskBodyPriority = typeof UpdateTaskBodyPriority[keyof typeof UpdateTaskBodyPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateTaskBodyPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;
