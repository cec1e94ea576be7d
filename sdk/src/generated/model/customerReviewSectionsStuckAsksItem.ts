/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightStatus } from './insightStatus';

export type CustomerReviewSectionsStuckAsksItem = {
  insightId: string;
  ref: string;
  verbatim: string;
  status: InsightStatus;
  since: string;
};
