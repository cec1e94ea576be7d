/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityContextInsightsOneOfItem } from './opportunityContextInsightsOneOfItem';

/**
 * Linked insights (an empty list until the insights area exists).
 */
export type OpportunityContextInsights = OpportunityContextInsightsOneOfItem[] | null;
