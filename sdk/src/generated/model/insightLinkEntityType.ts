/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type InsightLinkEntityType = typeof InsightLinkEntityType[keyof typeof InsightLinkEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightLinkEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  objective: 'objective',
} as const;
