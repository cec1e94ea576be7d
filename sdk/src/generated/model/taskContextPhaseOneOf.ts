/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskContextPhaseOneOfTargetDate } from './taskContextPhaseOneOfTargetDate';

export type TaskContextPhaseOneOf = {
  id: string;
  title: string;
  targetDate: TaskContextPhaseOneOfTargetDate;
};
