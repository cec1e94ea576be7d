/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCustomerContact201AllOf } from './createCustomerContact201AllOf';

export type CreateCustomerContact201 = SuccessEnvelope & CreateCustomerContact201AllOf;
