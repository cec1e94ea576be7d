/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * FORBIDDEN — the credential lacks the operation's capability (x-capability) or role (spec 2 §5).
 */
export type ForbiddenResponse = ErrorEnvelope;
