/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateCustomer200AllOf } from './updateCustomer200AllOf';

export type UpdateCustomer200 = SuccessEnvelope & UpdateCustomer200AllOf;
