/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What the time was spent on (spec 2 §4.16). vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.
 */
export type EntryKind = typeof EntryKind[keyof typeof EntryKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EntryKind = {
  customer_meeting: 'customer_meeting',
  internal_planning: 'internal_planning',
  other: 'other',
  vacation: 'vacation',
  sick: 'sick',
} as const;
