/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedEvidenceIngestResultItemsItem } from './observedEvidenceIngestResultItemsItem';

/**
 * What an ingest did: how many items were recorded and how many were already recorded (same source and externalId for the caller), then each item in the order sent with its evidence id and status created or duplicate.
 */
export interface ObservedEvidenceIngestResult {
  /** @minimum 0 */
  ingested: number;
  /** @minimum 0 */
  duplicates: number;
  items: ObservedEvidenceIngestResultItemsItem[];
}
