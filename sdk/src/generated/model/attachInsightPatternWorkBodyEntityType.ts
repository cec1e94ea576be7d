/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type AttachInsightPatternWorkBodyEntityType = typeof AttachInsightPatternWorkBodyEntityType[keyof typeof AttachInsightPatternWorkBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AttachInsightPatternWorkBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;
