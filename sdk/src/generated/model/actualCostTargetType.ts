/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ActualCostTargetType = typeof ActualCostTargetType[keyof typeof ActualCostTargetType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActualCostTargetType = {
  opportunity: 'opportunity',
  task: 'task',
} as const;
