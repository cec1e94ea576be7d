/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerOpportunity } from './customerOpportunity';

export type CustomerOpportunityListResponseAllOf = {
  data?: CustomerOpportunity[];
};
