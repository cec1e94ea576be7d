/**
 * The operation pipeline: the one implementation behind REST (/api/v1), MCP tool calls (/api/mcp) and batch
 * entries (POST /api/v1/batch). A request is `{ method, path, rawQuery, query, headers, body }`; `dispatch` runs
 * it through these steps, each a small function of its own module:
 *
 *  1. route      router.ts      method + path → operationId, from a radix tree built at startup; a path that is
 *                               not valid percent-encoding is 400 first (requestErrors.ts), no route 404, wrong
 *                               method 405
 *  2. admit      admission.ts   (non-public operations) the credential and the rate limit in one statement:
 *                               401 UNAUTHORIZED, 429 RATE_LIMITED with Retry-After; X-RateLimit-* on every answer
 *  3. authorize  below          the operation's oauth2 scopes (`security`): 403 FORBIDDEN naming what is missing
 *  4. validate   validate.ts    path, query, body, Idempotency-Key against the document: 400 VALIDATION_FAILED
 *  4b. resolve   resolve.ts     refs (OPP-3, ENG-12, a team prefix) and `me` in every id field of the path,
 *                               query and body → UUIDs, once, so no service parses a ref: 404 naming the field
 *                               when a ref names nothing in the caller's org; errors later quote the caller's
 *                               ref again (respond.ts inCallerTerms)
 *  5. execute    execute.ts     the handler — every authenticated operation in one transaction in the caller's org
 *                               (row-level security, src/db/scope.ts); a write idempotent under a key
 *  6. respond    respond.ts     success envelope with `actions` (spec 2 §4.1) or failure envelope (spec 2 §7)
 *
 * With a replica (DATABASE_REPLICA_URL; src/db/replica.ts, decision 0059) the operations marked `x-read-replica`
 * read there unless it lags or lacks the caller's last write (the Sextant-Consistency-Token the SDK echoes), and
 * say where in `meta.readFrom`; every successful write answers that token.
 *
 * The pipeline receives the handler table (handlers/index.ts) rather than importing it. That every operationId of
 * the document has a handler is a compile error otherwise (`satisfies AllHandlers`); that every handler names an
 * operation of the document is checked by openapi-backend, the operationId registry, in strict mode, in
 * handlers/registry.test.ts — not at run time, where it cost 12-16 MB of memory and ~70 ms of start.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { operations, type OperationId } from '../generated/operations.js';
import { ApiError } from '../core/errors.js';
import { missingCapabilities } from '../auth/capabilities.js';
import type { Actor } from '../core/actor.js';
import type { Result } from '../core/envelope.js';
import type { AllHandlers, HandlerContext, PipelineRequest, PipelineResponse } from '../../handlers/handler.js';
import type { Services } from '../services/index.js';
import { Admission, rateHeaders } from '../platform/admission.js';
import { createRouter } from '../core/router.js';
import { malformedPath } from './requestErrors.js';
import { validate } from './validate.js';
import { createResolver } from './resolve.js';
import { createExecutor, isWrite, runsInOrg } from './execute.js';
import { withOrgTransaction } from '../db/scope.js';
import { envelopeOf, failure, withNotFoundField } from './respond.js';
import type { ValidInput } from './validate.js';
import type { Metrics, TransportLabel } from '../platform/metrics.js';
import { withRequestContext } from '../core/requestContext.js';
import { AuditService } from '../services/audit.js';
import { annotate, inSpan, inSpanSync, nameActiveSpan, traceCarrier, tracingEnabled } from '../platform/tracing.js';
import type { Keyring } from '../storage/keyring.js';
import { CONSISTENCY_TOKEN, type ReadFrom, type Replica } from '../db/replica.js';

export type { HandlerContext, PipelineRequest, PipelineResponse };
export { detailsFromAjv } from './validate.js';
export { toApiError } from './respond.js';

export interface PipelineDeps {
  services: Services;
  /** Every operation's handler, by operationId (handlers/index.ts). */
  handlers: AllHandlers;
  logger: Logger;
  /**
   * The application db (role `sextant_app`, row-level security: src/db/knex.ts createAppDb): every authenticated
   * operation runs in one transaction on it in the caller's org.
   */
  appDb: Knex;
  /**
   * The owner db, for what runs before the org is known or across requests: admission (the credential by its hash,
   * the rate limit) and the idempotency records' claim and release.
   */
  systemDb: Knex;
  /** Requests per minute per key (spec 2 §8; env SEXTANT_RATE_LIMIT). */
  rateLimit: number;
  /** The keyring (src/storage/keyring.ts): encrypts secrets inside stored idempotent responses. */
  keyring?: Keyring;
  /** Prometheus series to observe every call in (src/platform/metrics.ts); absent when metrics are off. */
  metrics?: Metrics;
  /** The streaming replica of the heavy reads (src/db/replica.ts); absent, every operation runs on `appDb`. */
  replica?: Replica;
}

/** Step 3: 403 FORBIDDEN unless the credential holds every capability the operation needs (spec 2 §5). */
function authorize(operationId: OperationId, actor: Actor): void {
  const op = operations[operationId];
  const missing = op.capabilities.filter((cap) => !actor.capabilities.has(cap));
  if (missing.length) throw missingCapabilities(actor, operationId, op.capabilities, missing);
}

/** Step 1's refusals: 404 for no operation at the path, 405 for another method. */
function noRoute(req: PipelineRequest, allowed?: string[]): ApiError {
  if (!allowed) {
    return new ApiError('NOT_FOUND', `No operation at ${req.method.toUpperCase()} ${req.path}`, {
      suggestion: 'Check the path; every operation is listed at GET /api/v1/schema.',
    });
  }
  return new ApiError('METHOD_NOT_ALLOWED', `${req.method.toUpperCase()} is not allowed on ${req.path}`, {
    headers: { Allow: allowed.join(', ') },
    suggestion: `Use ${allowed.join(' or ')} on this path (every operation is listed at GET /api/v1/schema).`,
  });
}

export function createPipeline(deps: PipelineDeps) {
  const route = createRouter();
  const admission = new Admission(deps.systemDb, deps.rateLimit, deps.metrics?.queryDuration, new AuditService(deps.systemDb));
  const execute = createExecutor(deps, deps.logger, deps.keyring);
  const resolveRefs = createResolver(deps.appDb);
  // Read once: tracing is started (or not) before the server is built (src/main.ts).
  const tracing = tracingEnabled();

  /** Runs one request through the steps. Never throws: every failure becomes a §7 envelope. */
  async function serve(req: PipelineRequest): Promise<PipelineResponse> {
    const headers: Record<string, string> = {};
    let operationId: OperationId | undefined;
    let params: Record<string, string> | undefined;
    let input: ValidInput | undefined;
    try {
      const badPath = malformedPath(req.path);
      if (badPath) throw badPath;
      const found = route(req.method, req.path);
      if (found.kind !== 'operation') throw noRoute(req, found.kind === 'method-not-allowed' ? found.allowed : undefined);
      operationId = found.operationId;
      params = found.params;
      const id = operationId;
      if (tracing) {
        nameActiveSpan(id);
        annotate({ 'sextant.operation_id': id, 'http.route': operations[id].path });
      }

      let actor: Actor | undefined;
      if (!operations[id].public) {
        const admitted = await inSpan('admit', () => admission.admit(req.headers.authorization)); // spec 2 §8: every call counts, on every transport
        actor = admitted.actor;
        if (tracing) annotate({ 'sextant.org_id': actor.orgId, 'sextant.credential_kind': actor.credential.type });
        Object.assign(headers, rateHeaders(admitted.rate));
        authorize(id, actor);
      }
      const write = isWrite(id, actor);
      input = inSpanSync('validate', () => validate(id, req, found.params, write));
      const valid = input;
      const handler = deps.handlers[id] as (input: unknown, ctx: HandlerContext) => Promise<Result>;
      const ctx: HandlerContext = { actor: actor!, services: deps.services, requestId: req.requestId, transport: req.transport, request: req, dispatch };
      const run = async () => {
        await inSpan('resolve', () => resolveRefs(id, valid, actor));
        return inSpan('execute', () => execute(id, req, valid, actor, async () => envelopeOf(id, await handler(valid, ctx), req, valid, actor)));
      };
      // A read runs its ref lookups and its handler in one transaction in the caller's org (row-level security,
      // spec 2 §2); a write opens its own in execute (after its idempotency claim), its ref lookups before it.
      const inReadTransaction = !write && runsInOrg(id, actor);
      const settings = inReadTransaction ? { orgId: actor!.orgId, actorUserId: actor!.userId, traceparent: traceCarrier().traceparent } : undefined;
      const res = !settings
        ? await run()
        : deps.replica && operations[id].readReplica
          ? await onReplica(deps.replica, req, settings, run)
          : await withOrgTransaction(deps.appDb, settings, run);
      // A write's token: the primary's WAL position once it committed (a replay's write committed earlier still).
      // A batch answers one for all its entries (theirs are not passed on).
      if (deps.replica && actor && operations[id].method !== 'GET' && !req.batch && res.status < 300) {
        const token = await deps.replica.writeToken().catch((err) => void deps.logger.warn({ err }, 'replica: the write token could not be read'));
        if (token) res.headers = { ...res.headers, [CONSISTENCY_TOKEN]: token };
      }
      return { ...res, headers: { ...headers, ...res.headers }, operationId };
    } catch (err) {
      return { ...failure(withNotFoundField(err, req, params, input), req, deps.logger, headers), operationId };
    }
  }

  /**
   * A replica-eligible read: on the replica when it may serve it (src/db/replica.ts read), else on the primary, with
   * `meta.readFrom` saying which. MCP tool calls and batch entries cannot echo a token (an MCP client sees no
   * headers; a batch's entries answer together), so they read from the primary: their own writes stay visible.
   */
  async function onReplica(
    replica: Replica,
    req: PipelineRequest,
    settings: Parameters<typeof withOrgTransaction>[1],
    run: () => Promise<PipelineResponse>,
  ): Promise<PipelineResponse> {
    let res: PipelineResponse;
    let from: ReadFrom = 'primary';
    if (req.transport === 'mcp' || req.batch) res = await withOrgTransaction(deps.appDb, settings, run);
    else ({ value: res, from } = await replica.read(deps.appDb, settings, req.headers[CONSISTENCY_TOKEN.toLowerCase()], run));
    const meta = (res.body as { meta?: Record<string, unknown> } | undefined)?.meta;
    if (meta) meta.readFrom = from;
    deps.metrics?.replicaReads?.inc({ read_from: from });
    return res;
  }

  // The request id and address, for the audit rows its actions (and a failed admission) record.
  const audited = (req: PipelineRequest) => withRequestContext({ requestId: req.requestId, address: req.address }, () => serve(req));
  const traced = tracing ? (req: PipelineRequest) => inSpan('operation', () => audited(req), { 'sextant.transport': transportOf(req) }) : audited;
  const dispatch = deps.metrics ? observed(traced, deps.metrics) : traced;
  return { dispatch };
}

/** The `status_class` label of an HTTP status: 200 → "2xx". */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The `transport` label of a call: batch entries are counted apart from the REST or MCP call that carried them. */
const transportOf = (req: PipelineRequest): TransportLabel => (req.batch ? 'batch' : req.transport === 'mcp' ? 'mcp' : 'rest');

/** `serve`, counted and timed in `metrics` (request series, in-flight, rate-limit and idempotency outcomes). */
function observed(serve: (req: PipelineRequest) => Promise<PipelineResponse>, metrics: Metrics) {
  return async function dispatch(req: PipelineRequest): Promise<PipelineResponse> {
    metrics.inFlight.inc();
    const started = process.hrtime.bigint();
    try {
      const res = await serve(req);
      const transport = transportOf(req);
      const labels = { operation: res.operationId ?? 'unmatched', transport, status_class: statusClass(res.status) };
      metrics.requests.inc(labels);
      metrics.requestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (res.headers['Idempotent-Replayed']) metrics.idempotencyReplays.inc({ transport });
      const code = res.status >= 400 ? (res.body as { error?: { code?: string } } | undefined)?.error?.code : undefined;
      if (code === 'RATE_LIMITED') metrics.rateLimitRefusals.inc({ transport });
      else if (code === 'IDEMPOTENCY_CONFLICT') metrics.idempotencyConflicts.inc({ transport });
      return res;
    } finally {
      metrics.inFlight.dec();
    }
  };
}
