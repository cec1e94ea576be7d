/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { TaskListResponseAllOf } from './taskListResponseAllOf';

export type TaskListResponse = ListEnvelope & TaskListResponseAllOf;
