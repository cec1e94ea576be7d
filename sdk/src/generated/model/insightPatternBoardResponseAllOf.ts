/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightPatternBoard } from './insightPatternBoard';

export type InsightPatternBoardResponseAllOf = {
  data?: InsightPatternBoard;
};
