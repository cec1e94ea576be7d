/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelopeError } from './errorEnvelopeError';
import type { Meta } from './meta';

/**
 * Failure envelope (spec 2 §7). `suggestion` always says how to correct the request.
 */
export interface ErrorEnvelope {
  ok: false;
  error: ErrorEnvelopeError;
  meta: Meta;
}
