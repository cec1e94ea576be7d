/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateRoom200AllOf } from './updateRoom200AllOf';

export type UpdateRoom200 = SuccessEnvelope & UpdateRoom200AllOf;
