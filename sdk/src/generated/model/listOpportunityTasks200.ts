/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListOpportunityTasks200AllOf } from './listOpportunityTasks200AllOf';

export type ListOpportunityTasks200 = ListEnvelope & ListOpportunityTasks200AllOf;
