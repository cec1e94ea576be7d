/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCustomerOnboardingStepWork201AllOf } from './createCustomerOnboardingStepWork201AllOf';

export type CreateCustomerOnboardingStepWork201 = SuccessEnvelope & CreateCustomerOnboardingStepWork201AllOf;
