/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateTimeEntryBodyNote } from './updateTimeEntryBodyNote';
import type { UpdateTimeEntryBodyOpportunityId } from './updateTimeEntryBodyOpportunityId';
import type { UpdateTimeEntryBodyTaskId } from './updateTimeEntryBodyTaskId';
import type { UpdateTimeEntryBodyMiscCategoryId } from './updateTimeEntryBodyMiscCategoryId';
import type { EntryKind } from './entryKind';

export type UpdateTimeEntryBody = {
  entryDate?: string;
  /**
   * @minimum 0
   * @maximum 24
   */
  hours?: number;
  /** @maxLength 2000 */
  note?: UpdateTimeEntryBodyNote;
  opportunityId?: UpdateTimeEntryBodyOpportunityId;
  taskId?: UpdateTimeEntryBodyTaskId;
  miscCategoryId?: UpdateTimeEntryBodyMiscCategoryId;
  entryKind?: EntryKind;
};
