/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * ALREADY_EXISTS or INVALID_STATE_TRANSITION — the resource's state refuses the request; error.data says why. IDEMPOTENCY_CONFLICT — the Idempotency-Key was used with a different body or by another credential, or its first request is still running (then Retry-After says when to retry).
 */
export type ConflictResponse = ErrorEnvelope;
