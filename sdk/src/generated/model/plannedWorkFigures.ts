/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PlannedWorkFiguresCoverage } from './plannedWorkFiguresCoverage';

export interface PlannedWorkFigures {
  /** @minimum 0 */
  tasks: number;
  /** @minimum 0 */
  estimatedMinutes: number;
  /** @minimum 0 */
  unestimatedTasks: number;
  /** @minimum 0 */
  capacityHours: number;
  /** Estimated hours ÷ capacity hours, rounded to 2 places; null when capacity is 0. */
  coverage: PlannedWorkFiguresCoverage;
}
