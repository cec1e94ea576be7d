/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateCycle200AllOf } from './updateCycle200AllOf';

export type UpdateCycle200 = SuccessEnvelope & UpdateCycle200AllOf;
