/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightLinkEntityType } from './insightLinkEntityType';

/**
 * An insight's link to an opportunity, task or objective, with its flags (blocking is never set on objectives).
 */
export interface InsightLink {
  entityType: InsightLinkEntityType;
  entityId: string;
  ref: string;
  pinned: boolean;
  blocking: boolean;
}
