/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetTaskStatus200AllOf } from './setTaskStatus200AllOf';

export type SetTaskStatus200 = SuccessEnvelope & SetTaskStatus200AllOf;
