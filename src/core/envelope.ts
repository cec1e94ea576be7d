/**
 * Success and failure envelopes (spec 2 §4.1, §7) and the handler result type.
 */
import type { ApiError, FailureBody } from './errors.js';
import type { OperationId } from '../generated/operations.js';

/**
 * One valid next operation (spec 2 §4.1). `name` is an operationId; navigation uses `rel`. The pipeline adds the
 * same call in MCP terms: `tool` and its `arguments` (path, query and body fields as one object), and
 * `toolset` when the tool is outside the default MCP list (the session must enable that toolset to call it).
 */
export interface Action {
  name?: OperationId;
  rel?: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  href: string;
  body?: Record<string, unknown>;
  tool?: string;
  arguments?: Record<string, unknown>;
  toolset?: string;
  /** With `toolset`: the MCP call that enables it in the session, to make before `tool`. */
  enableFirst?: { tool: 'enable_toolsets'; arguments: { toolsets: string[] } };
}

/** What a handler returns; the pipeline wraps it into the envelope. */
export interface Result<T = unknown> {
  status?: number;
  data: T;
  actions?: Action[];
  links?: Record<string, string>;
  /** Set by list handlers: the next-page token, or null on the last page. */
  nextCursor?: string | null;
  /** Raw body instead of an envelope (only the OpenAPI document itself). */
  raw?: boolean;
  /** A deprecated operation (spec 2 §9): `meta.deprecation` names the replacement and a `Deprecation: true` header is sent. */
  deprecation?: { replacement: string };
}

export const ok = <T>(data: T, extra: Omit<Result<T>, 'data'> = {}): Result<T> => ({ data, ...extra });
export const created = <T>(data: T, extra: Omit<Result<T>, 'data' | 'status'> = {}): Result<T> => ({ data, status: 201, ...extra });

export const meta = (requestId: string) => ({ requestId, timestamp: new Date().toISOString(), version: 'v1' as const });

export function failureBody(err: ApiError, requestId: string): FailureBody {
  return {
    ok: false,
    error: {
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      suggestion: err.suggestion,
      ...(err.data ? { data: err.data } : {}),
    },
    meta: meta(requestId),
  };
}
