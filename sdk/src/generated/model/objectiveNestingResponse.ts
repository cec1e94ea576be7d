/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObjectiveNestingResponseAllOf } from './objectiveNestingResponseAllOf';

export type ObjectiveNestingResponse = SuccessEnvelope & ObjectiveNestingResponseAllOf;
