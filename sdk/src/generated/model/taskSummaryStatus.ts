/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type TaskSummaryStatus = typeof TaskSummaryStatus[keyof typeof TaskSummaryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskSummaryStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;
