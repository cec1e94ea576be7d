/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A demand root outside the org (an analyst, a partner, a prospect's advisor); names are unique regardless of case.
 */
export interface ExternalStakeholder {
  id: string;
  name: string;
  createdAt: string;
}
