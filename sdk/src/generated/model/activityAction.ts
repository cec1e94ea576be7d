/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ActivityAction = typeof ActivityAction[keyof typeof ActivityAction];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityAction = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  added: 'added',
  removed: 'removed',
} as const;
