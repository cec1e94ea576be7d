/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetCustomerOnboarding200AllOf } from './getCustomerOnboarding200AllOf';

export type GetCustomerOnboarding200 = SuccessEnvelope & GetCustomerOnboarding200AllOf;
