/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What kind of evidence: a commit, a code review, a meeting, a calendar block, or other.
 */
export type ObservedEvidenceKind = typeof ObservedEvidenceKind[keyof typeof ObservedEvidenceKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObservedEvidenceKind = {
  commit: 'commit',
  review: 'review',
  meeting: 'meeting',
  calendar_block: 'calendar_block',
  other: 'other',
} as const;
