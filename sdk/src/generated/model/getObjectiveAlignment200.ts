/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetObjectiveAlignment200AllOf } from './getObjectiveAlignment200AllOf';

export type GetObjectiveAlignment200 = SuccessEnvelope & GetObjectiveAlignment200AllOf;
