/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ApplyOpportunityPrdTemplateBodyMode = typeof ApplyOpportunityPrdTemplateBodyMode[keyof typeof ApplyOpportunityPrdTemplateBodyMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ApplyOpportunityPrdTemplateBodyMode = {
  replace: 'replace',
  append: 'append',
} as const;
