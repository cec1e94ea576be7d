/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * An intake item's status (spec 1 §3.1), a view of its insight's: new = created; needs_shaping = need_context or review; accepted = active or delivered; rejected = rejected. Stale and archived insights are not in intake.
 */
export type IntakeStatus = typeof IntakeStatus[keyof typeof IntakeStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntakeStatus = {
  new: 'new',
  needs_shaping: 'needs_shaping',
  accepted: 'accepted',
  rejected: 'rejected',
} as const;
