/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRef } from './opportunityRef';
import type { TaskRef } from './taskRef';
import type { EntryKind } from './entryKind';

/**
 * One entry to write (spec 2 §4.16); exactly one of opportunityId, taskId or miscCategoryId unless entryKind is vacation or sick.
 */
export interface TimeEntryRow {
  entryDate: string;
  /**
   * @minimum 0
   * @maximum 24
   */
  hours: number;
  /**
   * Required for misc, vacation and sick entries.
   * @maxLength 2000
   */
  note?: string;
  opportunityId?: OpportunityRef;
  taskId?: TaskRef;
  /** A category of the org (from the category list). */
  miscCategoryId?: string;
  entryKind?: EntryKind;
}
