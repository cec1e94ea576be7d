/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetTaskStatusBodyStatus = typeof SetTaskStatusBodyStatus[keyof typeof SetTaskStatusBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetTaskStatusBodyStatus = {
  backlog: 'backlog',
  todo: 'todo',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
} as const;
