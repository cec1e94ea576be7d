/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The opportunity it was promoted to.
 */
export type InsightPatternOpportunityId = string | null;
