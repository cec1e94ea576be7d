/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ActivityListResponseAllOf } from './activityListResponseAllOf';

export type ActivityListResponse = ListEnvelope & ActivityListResponseAllOf;
