/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Promote an open insight pattern: the new opportunity is linked to every insight of the pattern (also needs insight:update).
 */
export type CreateOpportunityBodyPatternPromotion = {
  patternId: string;
};
