/**
 * The operation pipeline: the one implementation behind REST (/api/v1), MCP tool calls (/api/mcp) and batch
 * entries (POST /api/v1/batch). A request is `{ method, path, query, headers, body }`; openapi-backend routes it
 * to its operationId (literal segments before parameters), then: authenticate (spec 2 §5) → rate limit per key
 * (spec 2 §8; X-RateLimit-* on every authenticated answer, 429 RATE_LIMITED with Retry-After) → capability gate
 * → validate path, query, body and the Idempotency-Key header — first what schemas cannot express (NUL and lone
 * surrogates anywhere, nesting past MAX_JSON_DEPTH, numeric parameters that are not plain decimals in bounds;
 * src/http/input.ts, issue 7), then against the document with validators compiled at `npm run gen` → for a write,
 * claim its Idempotency-Key (replay or 409 IDEMPOTENCY_CONFLICT) → handler inside one write transaction → success
 * envelope with `actions` (spec 2 §4.1) or failure envelope (spec 2 §7). A path that is not valid
 * percent-encoding is refused (400) before routing.
 */
import { OpenAPIBackend, type Context } from 'openapi-backend';
import type { Logger } from 'pino';
import openapiDocument from '../generated/openapi.json' with { type: 'json' };
import { operations, type OperationId } from '../generated/operations.js';
import * as paramValidators from '../generated/validators-params.js';
import * as bodyValidators from '../generated/validators-body.js';
import { handlers } from '../../handlers/index.js';
import { ApiError, didYouMean, type ErrorDetail } from '../core/errors.js';
import { malformedPath, queryEncodingDetails } from './requestErrors.js';
import type { HandlerContext, PipelineRequest, PipelineResponse } from '../core/handler.js';

export type { HandlerContext, PipelineRequest, PipelineResponse };
import { numericDetails, scanInput } from './input.js';
import { failureBody, meta, type Action, type Result } from '../core/envelope.js';
import type { Actor } from '../core/actor.js';
import type { Services } from '../services/index.js';
import type { Knex } from 'knex';
import { withWriteTransaction } from '../db/scope.js';
import { IdempotencyStore, KEY_PATTERN, requestHash } from '../platform/idempotency.js';
import { RateLimiter, type RateDecision } from '../platform/rateLimit.js';

const withHeaders = (res: PipelineResponse, headers: Record<string, string>): PipelineResponse => ({ ...res, headers: { ...headers, ...res.headers } });

type Validator = paramValidators.Validator;
type AjvError = NonNullable<Validator['errors']>[number];

const validator = (name: string, set: object): Validator | undefined => (set as Record<string, Validator>)[name];

/** Turns ajv errors into spec 2 §7 details, one entry per offending field, with the allowed values for enums. */
export function detailsFromAjv(errors: AjvError[], prefix: 'path' | 'query' | 'body'): ErrorDetail[] {
  const seen = new Map<string, string>();
  for (const e of errors) {
    const at = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let field = [prefix, ...at].join('.');
    let message = e.message ?? 'is invalid';
    switch (e.keyword) {
      case 'required':
        field = [prefix, ...at, e.params.missingProperty].join('.');
        message = 'is required';
        break;
      case 'additionalProperties':
        field = [prefix, ...at, e.params.additionalProperty].join('.');
        message = 'is not a field of this operation';
        break;
      case 'enum': {
        const guess = didYouMean(e.data, e.params.allowedValues);
        message = `must be one of: ${e.params.allowedValues.map(String).join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}`;
        break;
      }
      case 'maxItems':
        message = `must have at most ${e.params.limit} items`;
        break;
      case 'const':
        message = `must be ${JSON.stringify(e.params.allowedValue)}`;
        break;
      case 'format':
        message = `must be a valid ${e.params.format}`;
        break;
      case 'dependentRequired':
        field = [prefix, ...at, e.params.missingProperty].join('.');
        message = `is required together with ${e.params.property}`;
        break;
      case 'minProperties':
        message = 'must name at least one field to change';
        break;
      case 'type':
        // A JSON number too large for a double (1e309) arrives as Infinity (issue 7).
        message = typeof e.data === 'number' && !Number.isFinite(e.data)
          ? `must be a finite ${String(e.params.type).replace(',', ' or ')} (the number sent is out of range)`
          : `must be ${String(e.params.type).replace(',', ' or ')}`;
        break;
    }
    if (!seen.has(field)) seen.set(field, message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/**
 * The 400 VALIDATION_FAILED of a request that fails validation (spec 2 §7): every detail in the message, and a
 * suggestion that states the fix — the one field and what it must be, or the fields listed in details.
 */
function validationError(operationId: OperationId, details: ErrorDetail[]): ApiError {
  const first = details[0];
  const tooMany = details.map((d) => ({ d, m: /^must have at most (\d+) items$/.exec(d.message) })).find((x) => x.m);
  const schema = `the request schema of ${operationId} is in GET /api/v1/openapi.json`;
  return new ApiError('VALIDATION_FAILED', `Invalid request: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
    details,
    suggestion: tooMany
      ? `${tooMany.d.field} holds at most ${tooMany.m![1]} items: split them into several requests, in batches of ${tooMany.m![1]} or fewer.`
      : details.length === 1
        ? `Correct ${first.field} (it ${first.message}) and retry; ${schema}.`
        : `Correct the fields listed in details and retry; ${schema}.`,
  });
}

export interface PipelineDeps {
  services: Services;
  logger: Logger;
  authenticate: (authorization: string | undefined) => Promise<Actor>;
  /** The unscoped knex instance: write transactions, idempotency records and rate-limit windows. */
  db: Knex;
  /** Requests per minute per key (spec 2 §8; env SEXTANT_RATE_LIMIT). */
  rateLimit: number;
}

/** Operations that are not one write themselves: the batch runs each entry as its own request. */
const NOT_ONE_WRITE = new Set<OperationId>(['runBatch']);

const rateHeaders = (r: RateDecision): Record<string, string> => ({
  'X-RateLimit-Limit': String(r.limit),
  'X-RateLimit-Remaining': String(r.remaining),
  'X-RateLimit-Reset': String(r.reset),
});

export function createPipeline(deps: PipelineDeps) {
  const api = new OpenAPIBackend({ definition: openapiDocument as any, quick: true, validate: false, apiRoot: '/' });
  const limiter = new RateLimiter(deps.db, deps.rateLimit);
  const idempotency = new IdempotencyStore(deps.db);

  /** The success envelope (spec 2 §4.1): data, meta, pagination, links and the actions the caller may take. */
  function envelopeOf(operationId: OperationId, result: Result, req: PipelineRequest, query: Record<string, unknown>, actor: Actor | undefined): PipelineResponse {
    const op = operations[operationId];
    if (result.raw) return { status: result.status ?? 200, headers: {}, body: result.data, operationId };
    const actions: Action[] = (result.actions ?? []).filter(
      (a) => !actor || !a.name || operations[a.name].capabilities.every((cap) => actor.capabilities.has(cap)),
    );
    const envelope: Record<string, unknown> = { ok: true, data: result.data, meta: meta(req.requestId) };
    if (result.nextCursor !== undefined) {
      const next = result.nextCursor;
      envelope.pagination = { cursor: next, hasMore: next !== null };
      (envelope.meta as Record<string, unknown>).pagination = { nextCursor: next };
      if (next !== null) {
        const qs = new URLSearchParams();
        for (const [k, v] of Object.entries(query)) if (k !== 'cursor' && v !== undefined) qs.set(k, String(v));
        qs.set('cursor', next);
        actions.unshift({ rel: 'next', name: operationId, method: 'GET', href: `${req.path}?${qs}` });
      }
    }
    if (result.links) envelope.links = result.links;
    envelope.actions = actions;
    return { status: result.status ?? op.successStatus, headers: {}, body: envelope, operationId };
  }

  /** Any thrown value as a §7 failure response; 401 names the scheme (WWW-Authenticate). */
  function failure(err: unknown, req: PipelineRequest, headers: Record<string, string> = {}): PipelineResponse {
    const apiErr = toApiError(err, deps.logger, req.requestId);
    const auth: Record<string, string> = apiErr.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return { status: apiErr.status, headers: { ...headers, ...auth, ...(apiErr.headers ?? {}) }, body: failureBody(apiErr, req.requestId) };
  }

  const run = (operationId: OperationId) => async (c: Context, req: PipelineRequest): Promise<PipelineResponse> => {
    const op = operations[operationId];
    const headers: Record<string, string> = {};
    const fail = (err: unknown): PipelineResponse => ({ ...failure(err, req, headers), operationId });
    try {
      const actor = op.public ? undefined : await deps.authenticate(req.headers.authorization);
      if (actor) {
        // spec 2 §8: every authenticated call counts, on every transport and inside a batch.
        const rate = await limiter.hit(actor.credential.id);
        Object.assign(headers, rateHeaders(rate));
        if (!rate.allowed) {
          throw new ApiError('RATE_LIMITED', `Rate limit of ${rate.limit} requests per minute for this key exceeded`, {
            headers: { 'Retry-After': String(rate.retryAfter) },
            data: { limit: rate.limit, retryAfter: rate.retryAfter, reset: rate.reset },
            suggestion: `Wait ${rate.retryAfter} s (Retry-After) before the next request, and pace requests to stay under ${rate.limit} per minute.`,
          });
        }
        const missing = op.capabilities.filter((cap) => !actor.capabilities.has(cap));
        if (missing.length) {
          throw new ApiError('FORBIDDEN', `${operationId} needs ${missing.join(' and ')}, which this credential does not hold`, {
            data: { required: [...op.capabilities], missing },
            suggestion: `Use a key whose role grants ${missing.join(', ')} (see GET /api/v1/viewer for this key's grants), or ask an admin for one.`,
          });
        }
      }

      const path = { ...(c.request.params as Record<string, unknown>) };
      const query = { ...(req.query ?? {}) };
      // Validation (spec 2 §7). First what the schema validators cannot see (issue 7, src/http/input.ts): NUL and
      // lone surrogates anywhere, nesting past MAX_JSON_DEPTH (checked without recursion, and a value nested too
      // deep is not handed to ajv), and integer/number parameters that are not plain decimals within their
      // bounds (checked on the raw value, before ajv coerces it). One detail per field: the first found wins.
      const details: ErrorDetail[] = [];
      const add = (found: ErrorDetail[]) => {
        for (const d of found) if (!details.some((x) => x.field === d.field)) details.push(d);
      };
      const scanPath = scanInput(path, 'path');
      // Undeclared query parameters are ignored (spec 2 §4.2), so only declared ones are checked.
      const scanQuery = scanInput(Object.fromEntries(op.queryParams.filter((k) => k in query).map((k) => [k, query[k]])), 'query');
      add(scanPath.details);
      add(queryEncodingDetails(req.rawQuery, op.queryParams));
      add(scanQuery.details);
      add(numericDetails(op.numericParams, { path, query }));
      const vp = validator(`${operationId}_path`, paramValidators)!;
      if (!scanPath.tooDeep && !vp(path)) add(detailsFromAjv(vp.errors ?? [], 'path'));
      const vq = validator(`${operationId}_query`, paramValidators)!;
      if (!scanQuery.tooDeep && !vq(query)) add(detailsFromAjv(vq.errors ?? [], 'query'));
      let body = req.body;
      if (op.hasBody) {
        if (body === undefined || body === null) {
          add([{ field: 'body', message: 'is required: send a JSON object with Content-Type: application/json' }]);
        } else {
          const scanBody = scanInput(body, 'body');
          add(scanBody.details);
          const vb = validator(req.transport === 'mcp' && op.mcpRequired.length ? `${operationId}_mcpBody` : `${operationId}_body`, bodyValidators)!;
          if (!scanBody.tooDeep && !vb(body)) add(detailsFromAjv(vb.errors ?? [], 'body'));
        }
      } else {
        body = undefined;
      }
      const write = op.method !== 'GET' && actor !== undefined && !NOT_ONE_WRITE.has(operationId);
      const key = write ? req.headers['idempotency-key'] : undefined;
      if (key !== undefined && !KEY_PATTERN.test(key)) {
        details.push({ field: 'header.Idempotency-Key', message: 'must be 1-255 printable ASCII characters without spaces' });
      }
      if (details.length) throw validationError(operationId, details); // never stored under the key (spec 2 §8)

      const handler = handlers[operationId] as (input: unknown, ctx: HandlerContext) => Promise<Result>;
      const ctx: HandlerContext = { actor: actor!, services: deps.services, requestId: req.requestId, transport: req.transport, request: req, dispatch };
      const invoke = async () => envelopeOf(operationId, await handler({ path, query, body }, ctx), req, query, actor);
      if (!write) return withHeaders(await invoke(), headers);
      if (key === undefined) return withHeaders(await withWriteTransaction(deps.db, actor!.userId, invoke), headers);

      // Idempotent write (spec 2 §8).
      const scope = { orgId: actor!.orgId, userId: actor!.userId, method: op.method, path: req.path, key };
      const claim = await idempotency.claim(scope, requestHash(query, body));
      if (claim.kind === 'replay') {
        return { status: claim.status, headers: { ...headers, 'Idempotent-Replayed': 'true' }, body: claim.body, operationId };
      }
      try {
        const res = await withWriteTransaction(deps.db, actor!.userId, async (trx) => {
          const out = await invoke();
          ((out.body as Record<string, unknown>).meta as Record<string, unknown>).idempotencyKey = key;
          await idempotency.complete(trx, scope, out.status, out.body);
          return out;
        });
        return withHeaders(res, headers);
      } catch (err) {
        const apiErr = toApiError(err, deps.logger, req.requestId);
        if (apiErr.status >= 500) {
          await idempotency.release(scope);
          throw apiErr;
        }
        // A refusal is the operation's answer: a retry with the same key gets the same one.
        const failure = failureBody(apiErr, req.requestId);
        (failure.meta as Record<string, unknown>).idempotencyKey = key;
        await idempotency.complete(deps.db, scope, apiErr.status, failure);
        return { status: apiErr.status, headers: { ...headers, ...(apiErr.headers ?? {}) }, body: failure, operationId };
      }
    } catch (err) {
      return fail(err);
    }
  };

  const handlersById: Record<string, (c: Context, req: PipelineRequest) => Promise<PipelineResponse>> = {};
  for (const id of Object.keys(operations) as OperationId[]) handlersById[id] = run(id);
  api.register({
    ...handlersById,
    notFound: async (_c: Context, req: PipelineRequest) => {
      throw new ApiError('NOT_FOUND', `No operation at ${req.method.toUpperCase()} ${req.path}`, {
        suggestion: 'Check the path; every operation is listed at GET /api/v1/schema.',
      });
    },
    methodNotAllowed: async (_c: Context, req: PipelineRequest) => {
      throw new ApiError('NOT_FOUND', `${req.method.toUpperCase()} is not allowed on ${req.path}`, {
        status: 405,
        suggestion: 'Use one of the methods listed for this path at GET /api/v1/schema.',
      });
    },
  });
  // Authentication is a pipeline step (run above) so REST, MCP and batch share it; openapi-backend's own
  // security check is told the scheme is handled.
  api.registerSecurityHandler('bearerAuth', () => true);
  api.init();
  // openapi-backend rebuilds its flat operation list (a lodash chain over every path) on each match; the
  // document never changes after init, so the list is computed once (measured: ~15% of request CPU).
  const flatOperations = api.router.getOperations();
  api.router.getOperations = () => flatOperations;

  /**
   * Runs one request through the pipeline. Never throws: every failure becomes a §7 envelope. A path that is not
   * valid percent-encoding is a 400 before routing (the router decodes parameters; issue 7). openapi-backend only
   * routes: it gets neither the query nor the body (its request parsing deep-clones the query, which must not
   * meet unchecked nesting), and the pipeline reads both from `req`.
   */
  async function dispatch(req: PipelineRequest): Promise<PipelineResponse> {
    try {
      const badPath = malformedPath(req.path);
      if (badPath) return failure(badPath, req);
      return (await api.handleRequest(
        { method: req.method.toLowerCase(), path: req.path, query: {}, headers: req.headers as Record<string, string>, body: undefined },
        req,
      )) as PipelineResponse;
    } catch (err) {
      return failure(err, req);
    }
  }

  return { dispatch };
}

/** Maps anything thrown to an ApiError; unknown faults are logged and become 500 INTERNAL_ERROR. */
export function toApiError(err: unknown, logger: Logger, requestId: string): ApiError {
  if (err instanceof ApiError) return err;
  const pg = err as { code?: string; constraint?: string };
  if (pg?.code === '22P02' || pg?.code === '22003' || pg?.code === '22008') {
    // invalid text representation / numeric out of range / datetime out of range: input the schema let through
    return new ApiError('VALIDATION_FAILED', 'A value is out of the range this field accepts', {
      suggestion: 'Check numbers and dates in the request against the operation schema.',
    });
  }
  if (pg?.code === '22021' || pg?.code === '22P05') {
    // character not in repertoire / untranslatable character: text validation (src/http/input.ts) should have
    // refused it first; a refusal still, not a fault.
    return new ApiError('VALIDATION_FAILED', 'A text value holds a character that cannot be stored', {
      suggestion: 'Remove NUL (\\u0000) characters and lone surrogates from the text fields of the request.',
    });
  }
  logger.error({ err, requestId }, 'unhandled error');
  return new ApiError('INTERNAL_ERROR', 'Internal error', {
    suggestion: `Retry the request; if it keeps failing, report request ${requestId}.`,
  });
}
