/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObjectiveCreatedResponseAllOf } from './objectiveCreatedResponseAllOf';

export type ObjectiveCreatedResponse = SuccessEnvelope & ObjectiveCreatedResponseAllOf;
