/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TaskSavedResponseAllOf } from './taskSavedResponseAllOf';

export type TaskSavedResponse = SuccessEnvelope & TaskSavedResponseAllOf;
