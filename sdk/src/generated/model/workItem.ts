/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { WorkItemEntityType } from './workItemEntityType';

/**
 * Linked work (an opportunity or a task) with its current status (state for opportunities).
 */
export interface WorkItem {
  entityType: WorkItemEntityType;
  id: string;
  ref: string;
  status: string;
}
