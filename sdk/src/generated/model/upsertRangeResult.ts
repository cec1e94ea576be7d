/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntry } from './timeEntry';

/**
 * The outcome of replacing the caller's manual entries in a window (spec 2 §4.16).
 */
export interface UpsertRangeResult {
  from: string;
  to: string;
  /** Manual entries removed from the window. */
  deleted: number;
  /** The rows written, in the order sent. */
  entries: TimeEntry[];
}
