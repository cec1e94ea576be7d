/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskAssignment } from './taskAssignment';

export type CreateTaskAssignment201AllOf = {
  data?: TaskAssignment;
};
