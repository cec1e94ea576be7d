/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Commitment } from './commitment';

export type CommitmentListResponseAllOf = {
  data?: Commitment[];
};
