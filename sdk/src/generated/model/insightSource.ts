/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type InsightSource = typeof InsightSource[keyof typeof InsightSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InsightSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;
