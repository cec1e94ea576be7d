/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The last committed batch: the section of the file, the records of it already done (offset), the records of the whole file done (records: where a resumed run continues), the batches committed so far and when. Null before the first batch.
 */
export type ImportRunCheckpointAnyOf = {
  section: string;
  /** @minimum 0 */
  offset: number;
  /** @minimum 0 */
  records: number;
  /** @minimum 0 */
  batches: number;
  at: string;
};
