/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A group of task statuses for `time_in_status`: backlog = backlog; todo = todo; not_started = backlog + todo; in_progress = in_progress.
 */
export type BuiltinStatusGroup = typeof BuiltinStatusGroup[keyof typeof BuiltinStatusGroup];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BuiltinStatusGroup = {
  backlog: 'backlog',
  todo: 'todo',
  not_started: 'not_started',
  in_progress: 'in_progress',
} as const;
