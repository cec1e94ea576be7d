/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CycleSavedResponseAllOf } from './cycleSavedResponseAllOf';

export type CycleSavedResponse = SuccessEnvelope & CycleSavedResponseAllOf;
