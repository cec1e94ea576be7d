/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who posted it; null once the user is gone.
 */
export type OpportunityUpdateAuthorId = string | null;
