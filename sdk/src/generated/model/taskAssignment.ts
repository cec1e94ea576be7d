/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskAssignmentEstimatedHours } from './taskAssignmentEstimatedHours';

/**
 * One person's assignment to a task with their own estimate (spec 1 §2.6).
 */
export interface TaskAssignment {
  taskId: string;
  userId: string;
  /** @minimum 0 */
  estimatedHours: TaskAssignmentEstimatedHours;
  createdAt: string;
  updatedAt: string;
}
