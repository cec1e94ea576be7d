/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCustomerContacts200AllOf } from './listCustomerContacts200AllOf';

export type ListCustomerContacts200 = ListEnvelope & ListCustomerContacts200AllOf;
