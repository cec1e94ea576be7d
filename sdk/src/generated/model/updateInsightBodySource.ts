/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateInsightBodySource = typeof UpdateInsightBodySource[keyof typeof UpdateInsightBodySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateInsightBodySource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;
