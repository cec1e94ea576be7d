/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type IntakeItemSource = typeof IntakeItemSource[keyof typeof IntakeItemSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IntakeItemSource = {
  interview: 'interview',
  support: 'support',
  sales: 'sales',
  async: 'async',
  observation: 'observation',
  submission: 'submission',
} as const;
