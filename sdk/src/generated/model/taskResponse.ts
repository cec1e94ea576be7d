/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TaskResponseAllOf } from './taskResponseAllOf';

export type TaskResponse = SuccessEnvelope & TaskResponseAllOf;
