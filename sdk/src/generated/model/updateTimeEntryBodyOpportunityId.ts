/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRef } from './opportunityRef';

export type UpdateTimeEntryBodyOpportunityId = OpportunityRef | null;
