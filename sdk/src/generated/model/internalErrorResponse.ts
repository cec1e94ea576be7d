/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * INTERNAL_ERROR — a fault on our side; retry with the same request and quote X-Request-Id if it persists.
 */
export type InternalErrorResponse = ErrorEnvelope;
