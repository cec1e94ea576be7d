/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateTaskBodyPriority = typeof CreateTaskBodyPriority[keyof typeof CreateTaskBodyPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateTaskBodyPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;
