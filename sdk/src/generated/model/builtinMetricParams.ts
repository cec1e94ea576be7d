/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BuiltinStatusGroup } from './builtinStatusGroup';

/**
 * What a built-in metric is computed over (spec 2 §4.6). `categoryId` limits it to tasks filed under one category of the org (their current category); absent, every task counts. `statusGroup` is required for `time_in_status` and refused for the other built-ins. Status groups: `backlog` (backlog), `todo` (todo), `not_started` (backlog and todo), `in_progress` (in_progress). The terminal statuses (completed, cancelled, duplicate) form no group: a task stays in them until someone reopens it, so a time spent there measures nothing about delivery.
 */
export interface BuiltinMetricParams {
  /** Only tasks of this category (GET /api/v1/categories). */
  categoryId?: string;
  statusGroup?: BuiltinStatusGroup;
}
