/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCustomerReview201AllOf } from './createCustomerReview201AllOf';

export type CreateCustomerReview201 = SuccessEnvelope & CreateCustomerReview201AllOf;
