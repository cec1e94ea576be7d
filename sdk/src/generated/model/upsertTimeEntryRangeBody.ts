/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntryRow } from './timeEntryRow';

export type UpsertTimeEntryRangeBody = {
  from: string;
  to: string;
  /** @maxItems 500 */
  rows: TimeEntryRow[];
};
