/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCustomerReviews200AllOf } from './listCustomerReviews200AllOf';

export type ListCustomerReviews200 = ListEnvelope & ListCustomerReviews200AllOf;
