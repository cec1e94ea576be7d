/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * `<visionId>/<objectiveId>/<opportunityId>` through the primary (else oldest) objective link; null when unlinked.
 */
export type OpportunityVisionPath = string | null;
