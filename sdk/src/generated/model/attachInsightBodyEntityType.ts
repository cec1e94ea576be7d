/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type AttachInsightBodyEntityType = typeof AttachInsightBodyEntityType[keyof typeof AttachInsightBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AttachInsightBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;
