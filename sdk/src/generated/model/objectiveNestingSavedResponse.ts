/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObjectiveNestingSavedResponseAllOf } from './objectiveNestingSavedResponseAllOf';

export type ObjectiveNestingSavedResponse = SuccessEnvelope & ObjectiveNestingSavedResponseAllOf;
