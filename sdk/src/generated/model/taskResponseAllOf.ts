/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Task } from './task';

export type TaskResponseAllOf = {
  data?: Task;
};
