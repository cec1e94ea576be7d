/**
 * The execution step (spec 2 §8; conventions "every write is one transaction"): a read runs the handler inside the
 * org transaction the pipeline opened for it (src/http/pipeline.ts); a write runs it inside one transaction of its
 * own in the caller's org, attributed to the caller (src/db/scope.ts); a write with an
 * Idempotency-Key first claims the key (replay, 409 IDEMPOTENCY_CONFLICT), and completes the stored answer
 * inside that same transaction, so the effect and the answer commit together. A refusal (4xx) is stored after
 * the rollback and replayed to retries; an internal error releases the key. A write Postgres aborted as a
 * deadlock or serialisation failure is run once more (retryOnceIfAborted).
 */
import { traceCarrier } from '../platform/tracing.js';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { failureBody } from '../core/envelope.js';
import type { Actor } from '../core/actor.js';
import type { PipelineRequest, PipelineResponse } from '../../handlers/handler.js';
import { withWriteTransaction } from '../db/scope.js';
import { operations, type OperationId } from '../generated/operations.js';
import { IdempotencyStore, requestHash } from '../platform/idempotency.js';
import type { Keyring } from '../storage/keyring.js';
import { toApiError, withNotFoundField } from './respond.js';
import type { ValidInput } from './validate.js';

/**
 * Postgres aborts one of two transactions that wait on each other (40P01 deadlock_detected) or that cannot be
 * serialised (40001). The aborted write had no effect, so it is run once more from the start before the caller
 * sees anything; a second abort is answered as the internal error it is.
 */
const RETRYABLE = new Set(['40P01', '40001']);
export async function retryOnceIfAborted<T>(write: () => Promise<T>, onRetry: (code: string) => void = () => {}): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = (err as { code?: unknown })?.code;
    if (typeof code !== 'string' || !RETRYABLE.has(code)) throw err;
    onRetry(code);
    return write();
  }
}

/** Operations that are not one write themselves: the batch runs each entry as its own request. */
const NOT_ONE_WRITE = new Set<OperationId>(['runBatch']);

/** Whether `operationId` called by `actor` is one write (its own transaction, idempotent under a key). */
export const isWrite = (operationId: OperationId, actor: Actor | undefined) =>
  operations[operationId].method !== 'GET' && actor !== undefined && !NOT_ONE_WRITE.has(operationId);

/**
 * Whether `operationId` called by `actor` runs in one org transaction (its reads or its write): every
 * authenticated operation but the batch, whose entries are requests of their own. A public operation runs outside
 * any org and sees no tenant row.
 */
export const runsInOrg = (operationId: OperationId, actor: Actor | undefined): actor is Actor => actor !== undefined && !NOT_ONE_WRITE.has(operationId);

/**
 * `appDb`: the application db (row-level security), where the write transactions run. `systemDb`: the owner db, for
 * the idempotency records' claim, release and stored refusals, each its own statement outside the operation's
 * transaction (a concurrent duplicate must see the claim at once; a refusal is stored after the rollback).
 */
export function createExecutor(dbs: { appDb: Knex; systemDb: Knex }, logger: Logger, keyring?: Keyring) {
  const { appDb } = dbs;
  const idempotency = new IdempotencyStore(dbs.systemDb, keyring);

  /**
   * Runs `invoke` (the handler, wrapped into its envelope) as `operationId` needs: as is, in one write
   * transaction, or as an idempotent write under the request's Idempotency-Key.
   */
  return async function execute(
    operationId: OperationId,
    req: PipelineRequest,
    input: ValidInput,
    actor: Actor | undefined,
    invoke: () => Promise<PipelineResponse>,
  ): Promise<PipelineResponse> {
    if (!isWrite(operationId, actor)) return invoke();
    const key = req.headers['idempotency-key'];
    const retried = (code: string) => logger.warn({ requestId: req.requestId, operationId, code }, 'write aborted by Postgres, run again');
    if (key === undefined)
      return retryOnceIfAborted(() => withWriteTransaction(appDb, actor!.orgId, actor!.userId, invoke, traceCarrier().traceparent), retried);

    const scope = { orgId: actor!.orgId, userId: actor!.userId, method: operations[operationId].method, path: req.path, key };
    const claim = await idempotency.claim(scope, requestHash(input.query, input.body, actor!.credential.id));
    if (claim.kind === 'replay') {
      // A replayed answer of a deprecated operation keeps its Deprecation header (the stored body has meta.deprecation).
      const deprecated = (claim.body as { meta?: { deprecation?: unknown } } | undefined)?.meta?.deprecation !== undefined;
      return {
        status: claim.status,
        headers: { 'Idempotent-Replayed': 'true', ...(deprecated ? { Deprecation: 'true' } : {}) },
        body: claim.body,
        operationId,
      };
    }
    try {
      return await retryOnceIfAborted(
        () =>
          withWriteTransaction(
            appDb,
            actor!.orgId,
            actor!.userId,
            async (trx) => {
              const out = await invoke();
              ((out.body as Record<string, unknown>).meta as Record<string, unknown>).idempotencyKey = key;
              await idempotency.complete(trx, scope, out.status, out.body);
              return out;
            },
            traceCarrier().traceparent,
          ),
        retried,
      );
    } catch (err) {
      const apiErr = toApiError(withNotFoundField(err, req, undefined, input), logger, req.requestId);
      if (apiErr.status >= 500) {
        await idempotency.release(scope);
        throw apiErr;
      }
      // A refusal is the operation's answer: a retry with the same key gets the same one.
      const body = failureBody(apiErr, req.requestId);
      (body.meta as Record<string, unknown>).idempotencyKey = key;
      await idempotency.complete(dbs.systemDb, scope, apiErr.status, body);
      return { status: apiErr.status, headers: { ...(apiErr.headers ?? {}) }, body, operationId };
    }
  };
}
