/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ObjectiveStatus = typeof ObjectiveStatus[keyof typeof ObjectiveStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;
