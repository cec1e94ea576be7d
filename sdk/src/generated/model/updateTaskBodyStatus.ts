/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateTaskBodyStatus = typeof UpdateTaskBodyStatus[keyof typeof UpdateTaskBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateTaskBodyStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;
