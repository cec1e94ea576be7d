/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCustomer201AllOf } from './createCustomer201AllOf';

export type CreateCustomer201 = SuccessEnvelope & CreateCustomer201AllOf;
