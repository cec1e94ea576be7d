/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IngestObservedEvidenceBodyItemsItem } from './ingestObservedEvidenceBodyItemsItem';

export type IngestObservedEvidenceBody = {
  /**
   * @minItems 1
   * @maxItems 500
   */
  items: IngestObservedEvidenceBodyItemsItem[];
};
