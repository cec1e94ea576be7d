/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObservedIdentifierHashesSavedResponseAllOf } from './observedIdentifierHashesSavedResponseAllOf';

export type ObservedIdentifierHashesSavedResponse = SuccessEnvelope & ObservedIdentifierHashesSavedResponseAllOf;
