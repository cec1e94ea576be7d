/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type InsightRejectionCategory = 'no_demand' | 'not_aligned' | 'not_viable' | 'not_now' | 'duplicate' | 'other' | null;
