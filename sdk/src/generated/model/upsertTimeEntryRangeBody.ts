/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntryRow } from './timeEntryRow';

export type UpsertTimeEntryRangeBody = {
  from: string;
  to: string;
  /**
   * At most 500; for more, split the window (from, to) into shorter ones, one call each.
   * @maxItems 500
   */
  rows: TimeEntryRow[];
};
