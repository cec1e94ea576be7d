/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteObjective200AllOf } from './deleteObjective200AllOf';

export type DeleteObjective200 = SuccessEnvelope & DeleteObjective200AllOf;
