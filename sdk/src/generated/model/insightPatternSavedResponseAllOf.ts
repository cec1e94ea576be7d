/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightPattern } from './insightPattern';

export type InsightPatternSavedResponseAllOf = {
  data?: InsightPattern;
};
