/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListOpportunityPhases200AllOf } from './listOpportunityPhases200AllOf';

export type ListOpportunityPhases200 = ListEnvelope & ListOpportunityPhases200AllOf;
