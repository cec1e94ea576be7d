/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ContactSavedResponseAllOf } from './contactSavedResponseAllOf';

export type ContactSavedResponse = SuccessEnvelope & ContactSavedResponseAllOf;
