/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListIntakeSource = typeof ListIntakeSource[keyof typeof ListIntakeSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListIntakeSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;
