/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type DeleteOwnObservedEvidenceBody = {
  /** First day (UTC, included). */
  from?: string;
  /** Last day (UTC, included). */
  to?: string;
};
