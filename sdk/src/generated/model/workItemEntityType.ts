/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type WorkItemEntityType = typeof WorkItemEntityType[keyof typeof WorkItemEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WorkItemEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;
