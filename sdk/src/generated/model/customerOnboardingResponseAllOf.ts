/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerOnboarding } from './customerOnboarding';

export type CustomerOnboardingResponseAllOf = {
  data?: CustomerOnboarding;
};
