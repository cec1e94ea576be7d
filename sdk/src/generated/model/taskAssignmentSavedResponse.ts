/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TaskAssignmentSavedResponseAllOf } from './taskAssignmentSavedResponseAllOf';

export type TaskAssignmentSavedResponse = SuccessEnvelope & TaskAssignmentSavedResponseAllOf;
