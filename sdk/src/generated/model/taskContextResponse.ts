/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TaskContextResponseAllOf } from './taskContextResponseAllOf';

export type TaskContextResponse = SuccessEnvelope & TaskContextResponseAllOf;
