/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OnboardingMilestone } from './onboardingMilestone';

export type OnboardingMilestoneSavedResponseAllOf = {
  data?: OnboardingMilestone;
};
