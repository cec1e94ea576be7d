/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Opportunity UUID or OPP-<n>; null makes an orphan task.
 * @minLength 1
 */
export type CreateTaskBodyOpportunityId = string | null;
