/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { OpportunityTimeEntryListResponseAllOf } from './opportunityTimeEntryListResponseAllOf';

export type OpportunityTimeEntryListResponse = ListEnvelope & OpportunityTimeEntryListResponseAllOf;
