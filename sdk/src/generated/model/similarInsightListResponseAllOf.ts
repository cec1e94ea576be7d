/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SimilarInsight } from './similarInsight';

export type SimilarInsightListResponseAllOf = {
  data?: SimilarInsight[];
};
