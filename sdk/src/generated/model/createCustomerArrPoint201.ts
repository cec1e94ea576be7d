/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCustomerArrPoint201AllOf } from './createCustomerArrPoint201AllOf';

export type CreateCustomerArrPoint201 = SuccessEnvelope & CreateCustomerArrPoint201AllOf;
