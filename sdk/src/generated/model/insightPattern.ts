/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightPatternStatus } from './insightPatternStatus';
import type { InsightPatternOpportunityId } from './insightPatternOpportunityId';

/**
 * A cluster of similar unjudged insights (status created or review, no linked work) (spec 2 §4.12). Its id stays the same across reads while its members overlap; insights added with link-insights stay in it. status open (on the board), dismissed, promoted (an opportunity was made from it) or attached (its insights were linked to work).
 */
export interface InsightPattern {
  id: string;
  label: string;
  status: InsightPatternStatus;
  insightIds: string[];
  /** @minimum 0 */
  customerCount: number;
  /** Sum of the current ARR of the members' distinct customers. */
  arrAtStake: number;
  /** The opportunity it was promoted to. */
  opportunityId: InsightPatternOpportunityId;
  createdAt: string;
  updatedAt: string;
}
