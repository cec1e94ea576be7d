/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityTimeEntryNote } from './opportunityTimeEntryNote';
import type { OpportunityTimeEntryTaskId } from './opportunityTimeEntryTaskId';
import type { EntryKind } from './entryKind';
import type { OpportunityTimeEntryUserId } from './opportunityTimeEntryUserId';
import type { OpportunityTimeEntryUserName } from './opportunityTimeEntryUserName';

/**
 * Time logged on an opportunity or one of its tasks (spec 2 §4.16). The engineer fields userId and userName are null for credentials without compensation:read or a leadership role.
 */
export interface OpportunityTimeEntry {
  id: string;
  entryDate: string;
  hours: number;
  note: OpportunityTimeEntryNote;
  taskId: OpportunityTimeEntryTaskId;
  entryKind: EntryKind;
  userId: OpportunityTimeEntryUserId;
  userName: OpportunityTimeEntryUserName;
}
