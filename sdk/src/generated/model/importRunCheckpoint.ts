/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ImportRunCheckpointAnyOf } from './importRunCheckpointAnyOf';

/**
 * The last committed batch: the section of the file, the records of it already done (offset), the records of the whole file done (records: where a resumed run continues), the batches committed so far and when. Null before the first batch.
 */
export type ImportRunCheckpoint = ImportRunCheckpointAnyOf | null;
