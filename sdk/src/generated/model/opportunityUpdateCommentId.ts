/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The system comment that carries it on the thread.
 */
export type OpportunityUpdateCommentId = string | null;
