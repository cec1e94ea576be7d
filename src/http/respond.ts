/**
 * The answer step (spec 2 §4.1, §7): a handler's Result as the success envelope — data, meta, pagination, links
 * and the `actions` the caller's credential may take (the next page as `rel: next`) — and anything thrown as the
 * failure envelope, through one mapping (`toApiError`).
 */
import type { Logger } from 'pino';
import { ApiError } from '../core/errors.js';
import { failureBody, meta, type Action, type Result } from '../core/envelope.js';
import type { Actor } from '../core/actor.js';
import type { PipelineRequest, PipelineResponse } from '../../handlers/handler.js';
import { operations, type OperationId } from '../generated/operations.js';
import type { ValidInput } from './validate.js';

/**
 * Per operation, once: its path template's parameter names by segment index, and its numeric query parameters —
 * every success envelope builds several actions, so nothing of this is recomputed per action.
 */
const TEMPLATES = new Map<OperationId, { params: [index: number, name: string][]; numeric: ReadonlySet<string> }>(
  (Object.keys(operations) as OperationId[]).map((id) => [
    id,
    {
      params: operations[id].path.split('/').flatMap((t, i): [number, string][] => (t.startsWith('{') ? [[i, t.slice(1, -1)]] : [])),
      numeric: new Set<string>(operations[id].numericParams.map((p) => p.name)),
    },
  ]),
);

/**
 * `action` with its MCP form: the tool of its operation and the arguments that make the same call —
 * path parameters read back from `href`, its query string (numbers as numbers) and the body — plus, when the tool
 * is not in the default list, its toolset and the enable_toolsets call that reaches it (`enableFirst`). Actions of operations that are not tools are returned as they are.
 */
export function withTool(action: Action): Action {
  const op = action.name ? operations[action.name] : undefined;
  if (!op?.tool) return action;
  const [pathPart, queryPart] = action.href.split('?', 2);
  const args: Record<string, unknown> = {};
  const segments = pathPart.split('/');
  const { params, numeric } = TEMPLATES.get(action.name!)!;
  for (const [i, name] of params) if (segments[i] !== undefined) args[name] = decodeURIComponent(segments[i]);
  if (queryPart) for (const [k, v] of new URLSearchParams(queryPart)) args[k] = numeric.has(k) && v !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  Object.assign(args, action.body ?? {});
  return {
    ...action,
    tool: op.tool,
    arguments: args,
    ...(op.mcpDefault ? {} : { toolset: op.tag, enableFirst: { tool: 'enable_toolsets' as const, arguments: { toolsets: [op.tag] } } }),
  };
}

/**
 * The success envelope of `result`; actions the actor may not call are left out, the others carry their MCP
 * form (`withTool`). Undeclared query parameters the operation ignored are named in `meta.ignoredParameters`
 * and left out of the next-page link. A deprecated operation's result (`deprecation`) adds
 * `meta.deprecation` and the `Deprecation: true` header (spec 2 §9).
 */
export function envelopeOf(
  operationId: OperationId,
  result: Result,
  req: PipelineRequest,
  input: Pick<ValidInput, 'query' | 'ignored'>,
  actor: Actor | undefined,
): PipelineResponse {
  const op = operations[operationId];
  if (result.raw) return { status: result.status ?? 200, headers: {}, body: result.data, operationId };
  const actions: Action[] = (result.actions ?? []).filter(
    (a) => !actor || !a.name || operations[a.name].capabilities.every((cap) => actor.capabilities.has(cap)),
  );
  const envelope: Record<string, unknown> = { ok: true, data: result.data, meta: meta(req.requestId) };
  const ignored = new Set(input.ignored.map((p) => p.name));
  if (ignored.size) (envelope.meta as Record<string, unknown>).ignoredParameters = input.ignored;
  if (result.nextCursor !== undefined) {
    const next = result.nextCursor;
    envelope.pagination = { cursor: next, hasMore: next !== null };
    (envelope.meta as Record<string, unknown>).pagination = { nextCursor: next };
    if (next !== null) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(input.query)) if (k !== 'cursor' && v !== undefined && !ignored.has(k)) qs.set(k, String(v));
      qs.set('cursor', next);
      actions.unshift({ rel: 'next', name: operationId, method: 'GET', href: `${req.path}?${qs}` });
    }
  }
  if (result.links) envelope.links = result.links;
  envelope.actions = actions.map(withTool);
  const headers: Record<string, string> = {};
  if (result.deprecation) {
    (envelope.meta as Record<string, unknown>).deprecation = { deprecated: true, replacement: result.deprecation.replacement };
    headers.Deprecation = 'true';
  }
  return { status: result.status ?? op.successStatus, headers, body: envelope, operationId };
}

/** The string values of `value` with their pipeline field names (`body.metric.metricId`, `body.ids.0`), a few levels deep. */
function stringFields(prefix: string, value: unknown, depth = 0, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object' && depth < 4) {
    for (const [k, v] of Object.entries(value)) stringFields(`${prefix}.${k}`, v, depth + 1, out);
  }
  return out;
}

/**
 * A NOT_FOUND that did not say which field named nothing gets it in `details`: the first path
 * parameter, then query parameter, then body field whose value is the missing id or ref. So on
 * `DELETE /teams/{id}/members/{userId}` the caller learns which of the two ids was wrong.
 */
export function withNotFoundField(
  err: unknown,
  req: PipelineRequest,
  params: Record<string, string> | undefined,
  input: Pick<ValidInput, 'path' | 'query' | 'body' | 'callerForms'> | undefined,
): unknown {
  const named = namingTheField(err, req, params, input);
  return input?.callerForms ? inCallerTerms(named, input.callerForms) : named;
}

function namingTheField(
  err: unknown,
  req: PipelineRequest,
  params: Record<string, string> | undefined,
  input: Pick<ValidInput, 'path' | 'query' | 'body'> | undefined,
): unknown {
  if (!(err instanceof ApiError) || err.code !== 'NOT_FOUND' || err.details?.length || !err.subject) return err;
  const subject = err.subject.toLowerCase();
  const candidates = [
    ...stringFields('path', params ?? {}),
    ...stringFields('path', input?.path ?? {}),
    ...stringFields('query', input?.query ?? req.query ?? {}),
    ...stringFields('body', input?.body ?? req.body),
  ];
  const hit = candidates.find(([, v]) => v.toLowerCase() === subject);
  if (!hit) return err;
  const at = err.message.indexOf(` ${err.subject} `);
  const what = at > 0 ? err.message.slice(0, at).toLowerCase() : 'row';
  const named = new ApiError(err.code, err.message, {
    suggestion: err.suggestion,
    data: err.data,
    headers: err.headers,
    details: [{ field: hit[0], message: `names no ${what} of this org` }],
  });
  named.subject = err.subject;
  return named;
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * An error in the caller's terms: services see only UUIDs (the resolve step), so where a message, suggestion or
 * detail quotes a UUID the caller sent as a ref, the ref is put back (`Task ENG-12 is done`, not its UUID).
 * Machine-readable `data` keeps the UUIDs.
 */
export function inCallerTerms(err: unknown, callerForms: ReadonlyMap<string, string>): unknown {
  if (!(err instanceof ApiError) || !callerForms.size) return err;
  const swap = (text: string) => text.replace(UUIDS, (id) => callerForms.get(id.toLowerCase()) ?? callerForms.get(id) ?? id);
  const message = swap(err.message);
  const suggestion = swap(err.suggestion);
  const details = err.details?.map((d) => ({ ...d, message: swap(d.message) }));
  if (message === err.message && suggestion === err.suggestion && details?.every((d, i) => d.message === err.details![i].message) !== false) return err;
  const out = new ApiError(err.code, message, { suggestion, details, data: err.data, headers: err.headers });
  out.subject = err.subject && swap(err.subject);
  return out;
}

/** Any thrown value as a §7 failure response, with `headers` kept; 401 names the scheme (WWW-Authenticate). */
export function failure(err: unknown, req: PipelineRequest, logger: Logger, headers: Record<string, string> = {}): PipelineResponse {
  const apiErr = toApiError(err, logger, req.requestId);
  const auth: Record<string, string> = apiErr.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return { status: apiErr.status, headers: { ...headers, ...auth, ...(apiErr.headers ?? {}) }, body: failureBody(apiErr, req.requestId) };
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
    // character not in repertoire / untranslatable character: text validation (src/core/input.ts) should have
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
