/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateCustomerOnboardingStepWork201AllOfDataKind } from './createCustomerOnboardingStepWork201AllOfDataKind';

export type CreateCustomerOnboardingStepWork201AllOfData = {
  kind: CreateCustomerOnboardingStepWork201AllOfDataKind;
  id: string;
  ref: string;
};
