/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TaskCreatedResponseAllOf } from './taskCreatedResponseAllOf';

export type TaskCreatedResponse = SuccessEnvelope & TaskCreatedResponseAllOf;
