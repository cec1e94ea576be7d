/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Task } from './task';

export type TaskListResponseAllOf = {
  data?: Task[];
};
