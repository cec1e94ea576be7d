/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCustomerCommitments200AllOf } from './listCustomerCommitments200AllOf';

export type ListCustomerCommitments200 = ListEnvelope & ListCustomerCommitments200AllOf;
