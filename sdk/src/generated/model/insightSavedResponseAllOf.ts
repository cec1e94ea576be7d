/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Insight } from './insight';

export type InsightSavedResponseAllOf = {
  data?: Insight;
};
