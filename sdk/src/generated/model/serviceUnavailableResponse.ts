/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * INTERNAL_ERROR with status 503 — this instance cannot serve now (database unreachable, migrations pending, or shutting down). error.data.checks is the Readiness object; retry after Retry-After seconds, or on another instance.
 */
export type ServiceUnavailableResponse = ErrorEnvelope;
