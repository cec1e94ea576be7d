/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The kind of entity a comment thread belongs to.
 */
export type CommentEntityType = typeof CommentEntityType[keyof typeof CommentEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CommentEntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
} as const;
