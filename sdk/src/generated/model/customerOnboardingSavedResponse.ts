/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerOnboardingSavedResponseAllOf } from './customerOnboardingSavedResponseAllOf';

export type CustomerOnboardingSavedResponse = SuccessEnvelope & CustomerOnboardingSavedResponseAllOf;
