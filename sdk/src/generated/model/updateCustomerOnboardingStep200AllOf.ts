/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OnboardingMilestone } from './onboardingMilestone';

export type UpdateCustomerOnboardingStep200AllOf = {
  data?: OnboardingMilestone;
};
