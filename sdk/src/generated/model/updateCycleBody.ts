/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PromiseBreak } from './promiseBreak';

export type UpdateCycleBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  startsOn?: string;
  endsOn?: string;
  /**
   * The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm.
   * @maxItems 500
   */
  acknowledgedBreaks?: PromiseBreak[];
};
