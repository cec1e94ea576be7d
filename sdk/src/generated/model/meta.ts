/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetaPagination } from './metaPagination';
import type { MetaDeprecation } from './metaDeprecation';
import type { MetaIgnoredParametersItem } from './metaIgnoredParametersItem';

/**
 * Response metadata (spec 2 §4.1). Present on every success and failure envelope.
 */
export interface Meta {
  /** Also sent as the X-Request-Id header. */
  requestId: string;
  timestamp: string;
  version: 'v1';
  /** Echo of the Idempotency-Key the request carried (spec 2 §8). */
  idempotencyKey?: string;
  pagination?: MetaPagination;
  /** Present when the operation is deprecated (spec 2 §9); the response also carries a Deprecation header. */
  deprecation?: MetaDeprecation;
  /** Query parameters the operation does not declare, which it ignored (spec 2 §4.2), each with the closest declared parameter when one is close (`stauts` → `status`). Absent when none were sent. */
  ignoredParameters?: MetaIgnoredParametersItem[];
}
