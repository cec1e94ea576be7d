/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who is notified when an insight is sent to this team for review (spec 1 §3.2).
 */
export type TeamInsightReviewerId = string | null;
