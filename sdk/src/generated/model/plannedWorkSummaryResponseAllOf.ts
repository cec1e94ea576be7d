/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PlannedWorkSummary } from './plannedWorkSummary';

export type PlannedWorkSummaryResponseAllOf = {
  data?: PlannedWorkSummary;
};
