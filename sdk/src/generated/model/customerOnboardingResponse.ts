/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerOnboardingResponseAllOf } from './customerOnboardingResponseAllOf';

export type CustomerOnboardingResponse = SuccessEnvelope & CustomerOnboardingResponseAllOf;
