/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateObjectiveBodyStatus = typeof UpdateObjectiveBodyStatus[keyof typeof UpdateObjectiveBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateObjectiveBodyStatus = {
  active: 'active',
  achieved: 'achieved',
  abandoned: 'abandoned',
} as const;
