/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A PRD template you can see: its content becomes the PRD (content) unless content is given.
 */
export type CreateOpportunityBodyPrdTemplateId = string | null;
