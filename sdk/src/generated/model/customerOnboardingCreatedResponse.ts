/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerOnboardingCreatedResponseAllOf } from './customerOnboardingCreatedResponseAllOf';

export type CustomerOnboardingCreatedResponse = SuccessEnvelope & CustomerOnboardingCreatedResponseAllOf;
