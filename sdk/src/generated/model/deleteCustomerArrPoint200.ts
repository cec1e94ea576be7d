/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteCustomerArrPoint200AllOf } from './deleteCustomerArrPoint200AllOf';

export type DeleteCustomerArrPoint200 = SuccessEnvelope & DeleteCustomerArrPoint200AllOf;
