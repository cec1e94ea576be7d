/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateTaskAssignmentBodyEstimatedHours } from './updateTaskAssignmentBodyEstimatedHours';

export type UpdateTaskAssignmentBody = {
  /**
   * @minimum 0
   * @maximum 10000
   */
  estimatedHours: UpdateTaskAssignmentBodyEstimatedHours;
};
