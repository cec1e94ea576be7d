/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * How this task's own subtasks run: sequential means a subtask cannot start before the one before it is completed.
 */
export type CreateTaskBodySubtaskMode = typeof CreateTaskBodySubtaskMode[keyof typeof CreateTaskBodySubtaskMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateTaskBodySubtaskMode = {
  standalone: 'standalone',
  sequential: 'sequential',
} as const;
