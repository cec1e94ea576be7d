/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateOpportunityBodyObjectiveLinksItemKind = typeof CreateOpportunityBodyObjectiveLinksItemKind[keyof typeof CreateOpportunityBodyObjectiveLinksItemKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateOpportunityBodyObjectiveLinksItemKind = {
  primary: 'primary',
  supporting: 'supporting',
} as const;
