/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { MoveTaskCycle200AllOf } from './moveTaskCycle200AllOf';

export type MoveTaskCycle200 = SuccessEnvelope & MoveTaskCycle200AllOf;
