/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Claim } from './claim';

export type ListObjectiveClaims200AllOf = {
  data?: Claim[];
};
