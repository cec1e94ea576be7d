/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskContext } from './taskContext';

export type TaskContextResponseAllOf = {
  data?: TaskContext;
};
