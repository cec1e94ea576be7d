/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PlannedWorkFigures } from './plannedWorkFigures';
import type { PlannedWorkSummaryCyclesItemAllOf } from './plannedWorkSummaryCyclesItemAllOf';

export type PlannedWorkSummaryCyclesItem = PlannedWorkFigures & PlannedWorkSummaryCyclesItemAllOf;
