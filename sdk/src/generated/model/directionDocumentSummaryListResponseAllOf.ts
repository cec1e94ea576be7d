/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentSummary } from './directionDocumentSummary';

export type DirectionDocumentSummaryListResponseAllOf = {
  data?: DirectionDocumentSummary[];
};
