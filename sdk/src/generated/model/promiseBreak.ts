/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PromiseBreakNewDate } from './promiseBreakNewDate';

/**
 * A customer commitment a task move would break (the PROMISE_BREAKS refusal lists them): the task's work (the task, or its opportunity) is linked to an insight promised to a customer by `deadline`, and the move makes it finish on `newDate` (the target cycle's end; null when unscheduled), after the deadline.
 */
export interface PromiseBreak {
  taskId: string;
  insightId: string;
  customerId: string;
  deadline: string;
  newDate: PromiseBreakNewDate;
}
