/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type InsightPatternStatus = typeof InsightPatternStatus[keyof typeof InsightPatternStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightPatternStatus = {
  open: 'open',
  dismissed: 'dismissed',
  promoted: 'promoted',
  attached: 'attached',
} as const;
