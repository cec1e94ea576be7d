/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Claim } from './claim';

export type ClaimListResponseAllOf = {
  data?: Claim[];
};
