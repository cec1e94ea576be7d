/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetInsightLinkBodyEntityType = typeof SetInsightLinkBodyEntityType[keyof typeof SetInsightLinkBodyEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetInsightLinkBodyEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;
