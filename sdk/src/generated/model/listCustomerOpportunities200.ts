/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCustomerOpportunities200AllOf } from './listCustomerOpportunities200AllOf';

export type ListCustomerOpportunities200 = ListEnvelope & ListCustomerOpportunities200AllOf;
