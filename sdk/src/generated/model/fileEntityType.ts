/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Kind of record a file can be attached to (spec 2 §4.18).
 */
export type FileEntityType = typeof FileEntityType[keyof typeof FileEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileEntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
  customer: 'customer',
  insight: 'insight',
  message: 'message',
  comment: 'comment',
} as const;
