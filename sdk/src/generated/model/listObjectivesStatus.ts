/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListObjectivesStatus = typeof ListObjectivesStatus[keyof typeof ListObjectivesStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListObjectivesStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;
