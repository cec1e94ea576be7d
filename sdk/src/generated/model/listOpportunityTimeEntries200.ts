/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListOpportunityTimeEntries200AllOf } from './listOpportunityTimeEntries200AllOf';

export type ListOpportunityTimeEntries200 = ListEnvelope & ListOpportunityTimeEntries200AllOf;
