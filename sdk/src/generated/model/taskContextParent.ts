/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskSummary } from './taskSummary';

export type TaskContextParent = TaskSummary | null;
