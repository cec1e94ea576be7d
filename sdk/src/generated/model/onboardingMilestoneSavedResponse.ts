/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OnboardingMilestoneSavedResponseAllOf } from './onboardingMilestoneSavedResponseAllOf';

export type OnboardingMilestoneSavedResponse = SuccessEnvelope & OnboardingMilestoneSavedResponseAllOf;
