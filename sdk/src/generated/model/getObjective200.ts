/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetObjective200AllOf } from './getObjective200AllOf';

export type GetObjective200 = SuccessEnvelope & GetObjective200AllOf;
