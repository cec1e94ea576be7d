/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightRef } from './insightRef';

export type LinkInsightPatternInsightsBody = {
  /**
   * @minItems 1
   * @maxItems 100
   */
  insightIds: InsightRef[];
};
