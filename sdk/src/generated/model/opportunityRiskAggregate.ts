/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type OpportunityRiskAggregate = typeof OpportunityRiskAggregate[keyof typeof OpportunityRiskAggregate];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpportunityRiskAggregate = {
  approve: 'approve',
  risky: 'risky',
  reject: 'reject',
  unassessed: 'unassessed',
} as const;
