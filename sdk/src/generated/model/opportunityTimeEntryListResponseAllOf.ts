/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityTimeEntry } from './opportunityTimeEntry';

export type OpportunityTimeEntryListResponseAllOf = {
  data?: OpportunityTimeEntry[];
};
