/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteCustomerContact200AllOf } from './deleteCustomerContact200AllOf';

export type DeleteCustomerContact200 = SuccessEnvelope & DeleteCustomerContact200AllOf;
