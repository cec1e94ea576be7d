/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * NOT_FOUND — no such resource in the caller's org (another org's id reads as 404).
 */
export type NotFoundResponse = ErrorEnvelope;
