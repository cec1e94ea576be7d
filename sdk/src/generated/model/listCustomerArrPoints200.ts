/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCustomerArrPoints200AllOf } from './listCustomerArrPoints200AllOf';

export type ListCustomerArrPoints200 = ListEnvelope & ListCustomerArrPoints200AllOf;
