/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * VALIDATION_FAILED with status 415 — the body is not UTF-8 JSON the server can read: a charset other than UTF-8 in Content-Type, or a Content-Encoding other than gzip, deflate or br (issue 7). A body that does not decode as its Content-Encoding says is 400. details names the header.
 */
export type UnsupportedMediaTypeResponse = ErrorEnvelope;
