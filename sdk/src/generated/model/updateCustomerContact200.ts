/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateCustomerContact200AllOf } from './updateCustomerContact200AllOf';

export type UpdateCustomerContact200 = SuccessEnvelope & UpdateCustomerContact200AllOf;
