/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateObjective200AllOf } from './updateObjective200AllOf';

export type UpdateObjective200 = SuccessEnvelope & UpdateObjective200AllOf;
