/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MessageSavedResponseAllOf } from './messageSavedResponseAllOf';

export type MessageSavedResponse = SuccessEnvelope & MessageSavedResponseAllOf;
