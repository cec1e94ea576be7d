/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Opportunity } from './opportunity';

export type OpportunitySavedResponseAllOf = {
  data?: Opportunity;
};
