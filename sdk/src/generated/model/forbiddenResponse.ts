/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * FORBIDDEN — the credential lacks a capability the operation needs (the oauth2 scopes in its security) or a role (spec 2 §5).
 */
export type ForbiddenResponse = ErrorEnvelope;
