/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightPattern } from './insightPattern';

/**
 * The pattern board (spec 2 §4.12): open patterns, largest ARR at stake first. embeddingModelConfigured is false here: similarity is lexical (trigrams and full text). unjudgedCount counts unjudged insights; truncated is true when more than 500 were unjudged and only the newest 500 were clustered.
 */
export interface InsightPatternBoard {
  enabled: boolean;
  embeddingModelConfigured: boolean;
  /** @minimum 0 */
  unjudgedCount: number;
  truncated: boolean;
  patterns: InsightPattern[];
}
