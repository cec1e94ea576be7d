/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObjectiveResponseAllOf } from './objectiveResponseAllOf';

export type ObjectiveResponse = SuccessEnvelope & ObjectiveResponseAllOf;
