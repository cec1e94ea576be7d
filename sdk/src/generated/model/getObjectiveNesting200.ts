/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetObjectiveNesting200AllOf } from './getObjectiveNesting200AllOf';

export type GetObjectiveNesting200 = SuccessEnvelope & GetObjectiveNesting200AllOf;
