/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MoveTaskCycleBodyCycleId } from './moveTaskCycleBodyCycleId';
import type { PromiseBreak } from './promiseBreak';

export type MoveTaskCycleBody = {
  /** A cycle of the task's team; null unschedules. */
  cycleId: MoveTaskCycleBodyCycleId;
  /**
   * The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm.
   * @maxItems 100
   */
  acknowledgedBreaks?: PromiseBreak[];
};
