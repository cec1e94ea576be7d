/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteCustomer200AllOf } from './deleteCustomer200AllOf';

export type DeleteCustomer200 = SuccessEnvelope & DeleteCustomer200AllOf;
