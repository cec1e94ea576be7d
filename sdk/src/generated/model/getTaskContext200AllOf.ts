/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskContext } from './taskContext';

export type GetTaskContext200AllOf = {
  data?: TaskContext;
};
