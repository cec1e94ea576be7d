/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCustomerUpdate201AllOf } from './createCustomerUpdate201AllOf';

export type CreateCustomerUpdate201 = SuccessEnvelope & CreateCustomerUpdate201AllOf;
