/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type IntakeStatsBySourceItemAllOfSource = typeof IntakeStatsBySourceItemAllOfSource[keyof typeof IntakeStatsBySourceItemAllOfSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntakeStatsBySourceItemAllOfSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;
