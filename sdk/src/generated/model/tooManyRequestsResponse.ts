/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * RATE_LIMITED — more requests than this key's per-minute limit (spec 2 §8). Wait Retry-After seconds; error.data has limit, retryAfter and reset.
 */
export type TooManyRequestsResponse = ErrorEnvelope;
