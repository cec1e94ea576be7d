/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { StrategySavedResponseAllOf } from './strategySavedResponseAllOf';

export type StrategySavedResponse = SuccessEnvelope & StrategySavedResponseAllOf;
