import { randomUUID } from 'node:crypto';
import { ApiError } from '../../src/core/errors.js';
import { failureBody } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import type { components } from '../../src/generated/api.js';

type EntryResult = components['schemas']['BatchEntryResult'];
/** Response headers of an entry worth passing on (rate limit, retry, replay). */
const KEPT = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'idempotent-replayed'];

/**
 * POST /api/v1/batch (spec 2 §4.3, §7): runs up to 20 operations in order, each through the same pipeline as a
 * direct call with the caller's credential (auth, capability, validation, idempotency and rate limit per
 * entry). Answers 207 with `data[id]` = that entry's envelope plus its `status` and relevant headers.
 * Entry idempotency key: `entry.idempotencyKey`, else `<Idempotency-Key header>:<id>` when the batch has one.
 * Errors: 400 for duplicate ids (and, by schema, more than 20 entries); an entry that is itself a batch gets a
 * 400 envelope of its own.
 */
export const runBatch: Handler<'runBatch'> = async ({ body }, ctx) => {
  const seen = new Map<string, number>();
  body.operations.forEach((op, i) => {
    if (seen.has(op.id)) {
      throw new ApiError('VALIDATION_FAILED', `Batch entry id ${op.id} is used twice`, {
        details: [{ field: `body.operations.${i}.id`, message: `repeats the id of operations.${seen.get(op.id)}` }],
        suggestion: 'Give every entry a distinct id; results are keyed by it.',
      });
    }
    seen.set(op.id, i);
  });
  const batchKey = ctx.request.headers['idempotency-key'];
  const data: Record<string, EntryResult> = {};
  for (const [i, op] of body.operations.entries()) {
    const requestId = randomUUID();
    const url = new URL(op.path, 'http://batch.invalid');
    if (/^\/api\/v1\/batch\/?$/.test(url.pathname)) {
      const err = new ApiError('VALIDATION_FAILED', 'A batch cannot contain a batch', {
        details: [{ field: `body.operations.${i}.path`, message: 'is /api/v1/batch' }],
        suggestion: 'Put the inner operations into this batch directly (at most 20 in all).',
      });
      data[op.id] = { status: err.status, ...failureBody(err, requestId) };
      continue;
    }
    const res = await ctx.dispatch({
      method: op.method,
      path: url.pathname,
      rawQuery: url.search.slice(1),
      query: Object.fromEntries(url.searchParams),
      headers: {
        authorization: ctx.request.headers.authorization,
        'idempotency-key': op.idempotencyKey ?? (batchKey !== undefined ? `${batchKey}:${op.id}` : undefined),
      },
      body: op.body,
      requestId,
      transport: ctx.request.transport,
      batch: true,
    });
    const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => KEPT.includes(k.toLowerCase())));
    data[op.id] = { status: res.status, ...(Object.keys(headers).length ? { headers } : {}), ...(res.body as Omit<EntryResult, 'status'>) };
  }
  return { data, status: 207, actions: [] };
};
