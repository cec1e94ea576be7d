/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActualCostTargetType } from './actualCostTargetType';

/**
 * What tracked time on an opportunity or task has cost (spec 2 §4.16): an opportunity counts entries on it and on its tasks; a task counts entries on it and its subtasks. cost is 0 when nothing was logged; unpriced hours are counted apart.
 */
export interface ActualCost {
  targetType: ActualCostTargetType;
  targetId: string;
  ref: string;
  cost: number;
  currency: string;
  hours: number;
  unpricedHours: number;
}
