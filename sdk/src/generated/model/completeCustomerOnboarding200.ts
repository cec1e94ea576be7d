/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CompleteCustomerOnboarding200AllOf } from './completeCustomerOnboarding200AllOf';

export type CompleteCustomerOnboarding200 = SuccessEnvelope & CompleteCustomerOnboarding200AllOf;
