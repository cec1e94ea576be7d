/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BatchOperationMethod } from './batchOperationMethod';
import type { BatchOperationBody } from './batchOperationBody';

/**
 * One operation of a batch, as it would be sent on its own (spec 2 §4.3).
 */
export interface BatchOperation {
  /**
   * Caller's name for this entry; keys its result in data.
   * @minLength 1
   * @maxLength 100
   */
  id: string;
  method: BatchOperationMethod;
  /**
   * a full path under /api/v1/ with an optional query string, e.g. /api/v1/tasks?status=todo
   * @maxLength 2000
   * @pattern ^/api/v1/
   */
  path: string;
  /** JSON body of a POST or PATCH. */
  body?: BatchOperationBody;
  /**
   * 1-255 printable ASCII characters without spaces: the Idempotency-Key for this entry (without it, a batch sent with an Idempotency-Key header uses `<header key>:<id>`)
   * @minLength 1
   * @maxLength 255
   * @pattern ^[\x21-\x7e]+$
   */
  idempotencyKey?: string;
}
