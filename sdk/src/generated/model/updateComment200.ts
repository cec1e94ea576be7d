/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateComment200AllOf } from './updateComment200AllOf';

export type UpdateComment200 = SuccessEnvelope & UpdateComment200AllOf;
