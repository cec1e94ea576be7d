/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ObjectiveListResponseAllOf } from './objectiveListResponseAllOf';

export type ObjectiveListResponse = ListEnvelope & ObjectiveListResponseAllOf;
