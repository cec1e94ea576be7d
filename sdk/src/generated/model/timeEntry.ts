/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntryNote } from './timeEntryNote';
import type { TimeEntryOpportunityId } from './timeEntryOpportunityId';
import type { TimeEntryTaskId } from './timeEntryTaskId';
import type { TimeEntryMiscCategoryId } from './timeEntryMiscCategoryId';
import type { EntryKind } from './entryKind';
import type { TimeEntryCategoryId } from './timeEntryCategoryId';
import type { TimeEntrySource } from './timeEntrySource';
import type { TimeEntryCostProperty } from './timeEntryCostProperty';

/**
 * Hours a user logged on one day (spec 1 §2.10, spec 2 §4.16), against exactly one of an opportunity, a task or a misc category (untracked vacation and sick entries have none). categoryId is derived: the misc category, else the task's category (or its opportunity's), else the opportunity's. cost and currency are financial: present only for credentials holding cost:read or compensation:read or a leadership role; cost is hours × the user's hourly rate (salaryMonthly × 12 ÷ (52 × weeklyHours)) in the org's base currency, null when the user has no salary or no rate is set for their currency, and 0 for untracked kinds.
 */
export interface TimeEntry {
  id: string;
  orgId: string;
  /** The engineer who logged it. */
  userId: string;
  entryDate: string;
  /**
   * @minimum 0
   * @maximum 24
   */
  hours: number;
  note: TimeEntryNote;
  opportunityId: TimeEntryOpportunityId;
  taskId: TimeEntryTaskId;
  miscCategoryId: TimeEntryMiscCategoryId;
  entryKind: EntryKind;
  categoryId: TimeEntryCategoryId;
  /** manual entries are the user's; integration entries come from an issue tracker and cannot be edited here. */
  source: TimeEntrySource;
  /** false for vacation and sick. */
  tracked: boolean;
  /** Financial (see above). */
  cost?: TimeEntryCostProperty;
  /** The org's base currency; present with cost. */
  currency?: string;
  createdAt: string;
  updatedAt: string;
}
