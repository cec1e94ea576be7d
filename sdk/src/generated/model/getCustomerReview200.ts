/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetCustomerReview200AllOf } from './getCustomerReview200AllOf';

export type GetCustomerReview200 = SuccessEnvelope & GetCustomerReview200AllOf;
