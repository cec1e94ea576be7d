/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateCustomerOnboardingStep200AllOf } from './updateCustomerOnboardingStep200AllOf';

export type UpdateCustomerOnboardingStep200 = SuccessEnvelope & UpdateCustomerOnboardingStep200AllOf;
