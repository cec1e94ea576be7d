/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateInsightBodySource = typeof CreateInsightBodySource[keyof typeof CreateInsightBodySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateInsightBodySource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;
