/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TimeEntrySavedResponseAllOf } from './timeEntrySavedResponseAllOf';

export type TimeEntrySavedResponse = SuccessEnvelope & TimeEntrySavedResponseAllOf;
