/**
 * The answer step (spec 2 §4.1, §7): a handler's Result as the success envelope — data, meta, pagination, links
 * and the `actions` the caller's credential may take (the next page as `rel: next`) — and anything thrown as the
 * failure envelope, through one mapping (`toApiError`).
 */
import type { Logger } from 'pino';
import { ApiError } from '../core/errors.js';
import { failureBody, meta, type Action, type Result } from '../core/envelope.js';
import type { Actor } from '../core/actor.js';
import type { PipelineRequest, PipelineResponse } from '../core/handler.js';
import { operations, type OperationId } from '../generated/operations.js';

/** The success envelope of `result`; actions the actor may not call are left out. */
export function envelopeOf(operationId: OperationId, result: Result, req: PipelineRequest, query: Record<string, unknown>, actor: Actor | undefined): PipelineResponse {
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
