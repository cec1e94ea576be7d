/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskAssignment } from './taskAssignment';

export type UpdateTaskAssignment200AllOf = {
  data?: TaskAssignment;
};
