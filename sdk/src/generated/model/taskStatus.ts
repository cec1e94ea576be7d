/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type TaskStatus = typeof TaskStatus[keyof typeof TaskStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TaskStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;
