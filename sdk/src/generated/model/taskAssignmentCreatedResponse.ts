/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TaskAssignmentCreatedResponseAllOf } from './taskAssignmentCreatedResponseAllOf';

export type TaskAssignmentCreatedResponse = SuccessEnvelope & TaskAssignmentCreatedResponseAllOf;
