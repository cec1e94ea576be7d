/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IdempotencyKeyParameter } from './idempotencyKeyParameter';

export type DeleteOwnObservedEvidenceHeaders = {
/**
 * Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
 * @minLength 1
 * @maxLength 255
 * @pattern ^[\x21-\x7e]+$
 */
'Idempotency-Key'?: IdempotencyKeyParameter;
};
