/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PlannedWorkSummaryTeamId } from './plannedWorkSummaryTeamId';
import type { PlannedWorkSummaryCyclesItem } from './plannedWorkSummaryCyclesItem';
import type { PlannedWorkFigures } from './plannedWorkFigures';
import type { PlannedWorkSummaryUnscheduled } from './plannedWorkSummaryUnscheduled';

/**
 * Planned work in a window (spec 2 §4.8): per cycle overlapping [from, to] and in total — tasks (not cancelled or duplicate), estimated minutes, tasks without an estimate, capacity (the team members' weeklyHours over the days of the cycle inside the window, in hours) and coverage (estimated hours ÷ capacity; null without capacity) — and the open tasks scheduled to no cycle.
 */
export interface PlannedWorkSummary {
  from: string;
  to: string;
  teamId: PlannedWorkSummaryTeamId;
  cycles: PlannedWorkSummaryCyclesItem[];
  total: PlannedWorkFigures;
  unscheduled: PlannedWorkSummaryUnscheduled;
}
