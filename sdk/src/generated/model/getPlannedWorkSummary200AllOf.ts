/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PlannedWorkSummary } from './plannedWorkSummary';

export type GetPlannedWorkSummary200AllOf = {
  data?: PlannedWorkSummary;
};
