/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * ALREADY_EXISTS or INVALID_STATE_TRANSITION — the resource's state refuses the request; error.data says why.
 */
export type ConflictResponse = ErrorEnvelope;
