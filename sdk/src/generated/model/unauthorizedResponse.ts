/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * UNAUTHORIZED — missing or invalid bearer credential (spec 2 §5).
 */
export type UnauthorizedResponse = ErrorEnvelope;
