/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListActivities200AllOf } from './listActivities200AllOf';

export type ListActivities200 = ListEnvelope & ListActivities200AllOf;
