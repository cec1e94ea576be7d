/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The PRD template last applied.
 */
export type OpportunityPrdTemplateId = string | null;
