/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DeleteTaskAssignment200AllOfData } from './deleteTaskAssignment200AllOfData';

export type DeleteTaskAssignment200AllOf = {
  data?: DeleteTaskAssignment200AllOfData;
};
