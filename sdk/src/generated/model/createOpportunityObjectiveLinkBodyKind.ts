/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateOpportunityObjectiveLinkBodyKind = typeof CreateOpportunityObjectiveLinkBodyKind[keyof typeof CreateOpportunityObjectiveLinkBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateOpportunityObjectiveLinkBodyKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;
