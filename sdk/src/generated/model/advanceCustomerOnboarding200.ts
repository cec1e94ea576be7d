/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AdvanceCustomerOnboarding200AllOf } from './advanceCustomerOnboarding200AllOf';

export type AdvanceCustomerOnboarding200 = SuccessEnvelope & AdvanceCustomerOnboarding200AllOf;
