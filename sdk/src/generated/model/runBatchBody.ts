/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BatchOperation } from './batchOperation';

export type RunBatchBody = {
  /**
   * At most 20; for more, send them in several batches.
   * @minItems 1
   * @maxItems 20
   */
  operations: BatchOperation[];
};
