/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type OpportunityRiskRisk = typeof OpportunityRiskRisk[keyof typeof OpportunityRiskRisk];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpportunityRiskRisk = {
  value: 'value',
  usability: 'usability',
  feasibility: 'feasibility',
  viability: 'viability',
} as const;
