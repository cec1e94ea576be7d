/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetCustomer200AllOf } from './getCustomer200AllOf';

export type GetCustomer200 = SuccessEnvelope & GetCustomer200AllOf;
