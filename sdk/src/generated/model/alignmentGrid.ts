/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveSummary } from './objectiveSummary';
import type { AlignmentGridRowsItem } from './alignmentGridRowsItem';

/**
 * Alignment grid (spec 2 §4.5): objectives as columns; objectives and non-cancelled opportunities as rows, each row listing the columns it serves with kind primary or supporting.
 */
export interface AlignmentGrid {
  columns: ObjectiveSummary[];
  rows: AlignmentGridRowsItem[];
}
