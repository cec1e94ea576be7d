/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskSummaryStatus } from './taskSummaryStatus';
import type { TaskSummarySubtaskPosition } from './taskSummarySubtaskPosition';

export interface TaskSummary {
  id: string;
  ref: string;
  title: string;
  status: TaskSummaryStatus;
  subtaskPosition: TaskSummarySubtaskPosition;
}
