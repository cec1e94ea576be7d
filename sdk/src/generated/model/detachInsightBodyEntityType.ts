/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type DetachInsightBodyEntityType = typeof DetachInsightBodyEntityType[keyof typeof DetachInsightBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DetachInsightBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;
