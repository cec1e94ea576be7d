/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCustomers200AllOf } from './listCustomers200AllOf';

export type ListCustomers200 = ListEnvelope & ListCustomers200AllOf;
