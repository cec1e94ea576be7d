/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * VALIDATION_FAILED with status 413 — the request body is larger than 1 MB (spec 2 §8).
 */
export type PayloadTooLargeResponse = ErrorEnvelope;
