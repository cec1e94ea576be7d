/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedEvidenceIngestResultItemsItemStatus } from './observedEvidenceIngestResultItemsItemStatus';

export type ObservedEvidenceIngestResultItemsItem = {
  externalId: string;
  source: string;
  /** The evidence's id (for a duplicate, the one recorded before). */
  id: string;
  status: ObservedEvidenceIngestResultItemsItemStatus;
};
