/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PhaseHandoffSavedResponseAllOf } from './phaseHandoffSavedResponseAllOf';

export type PhaseHandoffSavedResponse = SuccessEnvelope & PhaseHandoffSavedResponseAllOf;
