/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BatchEntryResult } from './batchEntryResult';

export type RunBatch207AllOfData = {[key: string]: BatchEntryResult};
