/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateCustomerOnboardingStepWork201AllOfData } from './createCustomerOnboardingStepWork201AllOfData';

export type CreateCustomerOnboardingStepWork201AllOf = {
  data?: CreateCustomerOnboardingStepWork201AllOfData;
};
