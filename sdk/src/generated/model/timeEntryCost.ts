/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntryCostUserId } from './timeEntryCostUserId';
import type { TimeEntryCostCost } from './timeEntryCostCost';
import type { TimeEntryCostOpportunityId } from './timeEntryCostOpportunityId';
import type { TimeEntryCostTaskId } from './timeEntryCostTaskId';
import type { TimeEntryCostMiscCategoryId } from './timeEntryCostMiscCategoryId';
import type { TimeEntryCostCategoryId } from './timeEntryCostCategoryId';

/**
 * The cost of one tracked entry (spec 2 §4.16). userId is null for credentials without compensation:read or a leadership role, since one person's costs reveal their pay.
 */
export interface TimeEntryCost {
  entryId: string;
  entryDate: string;
  userId: TimeEntryCostUserId;
  hours: number;
  /** null when unpriced. */
  cost: TimeEntryCostCost;
  opportunityId: TimeEntryCostOpportunityId;
  taskId: TimeEntryCostTaskId;
  miscCategoryId: TimeEntryCostMiscCategoryId;
  categoryId: TimeEntryCostCategoryId;
}
