/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BatchEntryResultHeaders } from './batchEntryResultHeaders';
import type { Error } from './error';
import type { Meta } from './meta';
import type { Pagination } from './pagination';
import type { BatchEntryResultLinks } from './batchEntryResultLinks';
import type { Action } from './action';

/**
 * The envelope the entry would have received on its own (spec 2 §4.1 or §7), plus its HTTP `status` and the response headers that matter to a retry (rate limit, Retry-After, Idempotent-Replayed).
 */
export interface BatchEntryResult {
  /** HTTP status the operation answered with. */
  status: number;
  headers?: BatchEntryResultHeaders;
  ok: boolean;
  data?: unknown;
  error?: Error;
  meta: Meta;
  pagination?: Pagination;
  links?: BatchEntryResultLinks;
  actions?: Action[];
}
