/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntryCost } from './timeEntryCost';

/**
 * Tracked entries of a window with their costs, newest first, at most 5000 rows (spec 2 §4.16, §8); totals cover every row of the window.
 */
export interface TimeEntryCosts {
  from: string;
  to: string;
  currency: string;
  /** @maxItems 5000 */
  rows: TimeEntryCost[];
  /** true when the window holds more than 5000 entries: narrow from and to. */
  truncated: boolean;
  totalHours: number;
  totalCost: number;
  unpricedHours: number;
}
