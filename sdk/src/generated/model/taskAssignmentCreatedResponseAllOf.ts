/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskAssignment } from './taskAssignment';

export type TaskAssignmentCreatedResponseAllOf = {
  data?: TaskAssignment;
};
