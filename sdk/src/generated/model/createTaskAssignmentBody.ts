/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';
import type { CreateTaskAssignmentBodyEstimatedHours } from './createTaskAssignmentBodyEstimatedHours';

export type CreateTaskAssignmentBody = {
  userId: UserRef;
  /**
   * @minimum 0
   * @maximum 10000
   */
  estimatedHours?: CreateTaskAssignmentBodyEstimatedHours;
};
