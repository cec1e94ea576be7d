/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListTasksPriority = typeof ListTasksPriority[keyof typeof ListTasksPriority];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTasksPriority = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'urgent',
} as const;
