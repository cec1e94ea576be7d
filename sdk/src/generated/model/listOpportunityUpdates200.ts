/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListOpportunityUpdates200AllOf } from './listOpportunityUpdates200AllOf';

export type ListOpportunityUpdates200 = ListEnvelope & ListOpportunityUpdates200AllOf;
