/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListOpportunities200AllOf } from './listOpportunities200AllOf';

export type ListOpportunities200 = ListEnvelope & ListOpportunities200AllOf;
