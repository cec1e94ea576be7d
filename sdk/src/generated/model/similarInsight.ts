/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightStatus } from './insightStatus';
import type { SimilarInsightCustomerId } from './similarInsightCustomerId';
import type { SimilarInsightKind } from './similarInsightKind';
import type { SimilarInsightRejectionCategory } from './similarInsightRejectionCategory';
import type { SimilarInsightStatusNote } from './similarInsightStatusNote';

/**
 * An insight like another (spec 2 §4.12): a near-duplicate (kind duplicate) or a past rejection of a similar ask (kind past_rejection, with its category and note), with a similarity from 0 to 1 (trigram similarity of verbatim and interpretation, raised by full-text rank).
 */
export interface SimilarInsight {
  insightId: string;
  ref: string;
  verbatim: string;
  status: InsightStatus;
  customerId: SimilarInsightCustomerId;
  kind: SimilarInsightKind;
  /**
   * @minimum 0
   * @maximum 1
   */
  similarity: number;
  rejectionCategory: SimilarInsightRejectionCategory;
  statusNote: SimilarInsightStatusNote;
}
