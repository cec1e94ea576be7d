/**
 * The one typed error of the service and its mapping to HTTP (spec 2 §7).
 * Services throw `ApiError`; `toFailure` turns any thrown value into `{ status, body }` for HTTP, and the MCP
 * server returns the same body with `isError: true`.
 */
import { closest, distance } from 'fastest-levenshtein';
import type { components } from '../generated/api.js';

export type ErrorCode = components['schemas']['ErrorCode'];
export interface ErrorDetail {
  field: string;
  message: string;
}

/**
 * The one place an HTTP status is decided: each error code has exactly one status (spec 2 §7 gives the statuses'
 * meanings and leaves the mapping open: 409 for idempotency and state conflicts, 422 for business rules). An
 * `ApiError` names only its code; REST, MCP (`structuredContent.error` and the tool's isError) and batch entries
 * all read the status from here. The codes past spec 2 §7's list (METHOD_NOT_ALLOWED, PAYLOAD_TOO_LARGE,
 * UNSUPPORTED_MEDIA_TYPE, HEADERS_TOO_LARGE, BUSINESS_RULE_VIOLATION, SERVICE_UNAVAILABLE) exist so that no status needs another
 * code's name: see docs/decisions/0004-error-codes-and-status.md.
 */
export const STATUS_BY_CODE = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ALREADY_EXISTS: 409,
  INVALID_STATE_TRANSITION: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PROMISE_BREAKS: 409,
  AGENT_REPO_CONFIRMATION_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  BUSINESS_RULE_VIOLATION: 422,
  SOURCE_OWNED_FIELDS: 422,
  PLAN_LIMIT_EXCEEDED: 422,
  PLAN_FEATURE_REQUIRED: 422,
  BATCH_PARTIAL_FAILURE: 207,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

/** Codes that say something about the HTTP exchange itself, not about Sextant's data or rules. */
const PROTOCOL_CODES: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];

/**
 * The code an error raised outside Sextant (body-parser, Node) with HTTP status `status` is reported under: the
 * protocol code with that status; any other 4xx is VALIDATION_FAILED (400) and any other 5xx INTERNAL_ERROR (500)
 * — a library's 422 or 409 is no business rule or state conflict of Sextant's.
 */
export function codeForStatus(status: number): ErrorCode {
  const hit = PROTOCOL_CODES.find((c) => STATUS_BY_CODE[c] === status);
  return hit ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED');
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly suggestion: string;
  readonly details?: ErrorDetail[];
  readonly data?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  /**
   * For NOT_FOUND: the id or ref that named nothing. When the thrower did not say which field held it, the
   * pipeline finds the request field with that value and names it in `details`.
   */
  subject?: string;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { suggestion: string; details?: ErrorDetail[]; data?: Record<string, unknown>; headers?: Record<string, string> },
  ) {
    super(message);
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.suggestion = opts.suggestion;
    this.details = opts.details;
    this.data = opts.data;
    this.headers = opts.headers;
  }
}

/** 404 for a resource that is absent or belongs to another org (spec 2 §7). */
export function notFound(what: string, id: string, listHref: string, field?: string): ApiError {
  const err = new ApiError('NOT_FOUND', `${what} ${id} not found`, {
    ...(field ? { details: [{ field, message: `names no ${what.toLowerCase()} of this org` }] } : {}),
    suggestion: `Check the id or ref; list valid ones with GET ${listHref}.`,
  });
  err.subject = id;
  return err;
}

/** 400 for one offending field, in the same shape as schema validation failures. */
export const invalidField = (field: string, message: string, suggestion: string) =>
  new ApiError('VALIDATION_FAILED', `${field} ${message}`, { details: [{ field, message }], suggestion });

export interface FailureBody {
  ok: false;
  error: { code: ErrorCode; message: string; details?: ErrorDetail[]; suggestion: string; data?: Record<string, unknown> };
  meta: { requestId: string; timestamp: string; version: 'v1' };
}

/**
 * Words callers use for an allowed value that spelling alone does not reach: the earlier revision's
 * `done` for `completed` (spec 1 §3.1), tracker vocabulary, American spelling. Offered only when the value they
 * stand for is allowed where they were sent.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  done: ['completed', 'achieved'],
  complete: ['completed'],
  finished: ['completed'],
  closed: ['completed', 'closed_lost'],
  resolved: ['completed'],
  shipped: ['completed', 'delivered'],
  canceled: ['cancelled'],
  abandoned: ['cancelled', 'abandoned'],
  doing: ['in_progress'],
  started: ['in_progress'],
  wip: ['in_progress'],
  active: ['in_progress', 'active'],
  inprogress: ['in_progress'],
  'in progress': ['in_progress'],
  'in-progress': ['in_progress'],
  open: ['todo', 'open'],
  new: ['backlog', 'todo'],
  'to do': ['todo'],
  'to-do': ['todo'],
  icebox: ['backlog'],
  duplicated: ['duplicate'],
  dupe: ['duplicate'],
  blocked: ['at_risk'],
  critical: ['urgent'],
  normal: ['medium'],
};

/**
 * The allowed value closest to `value` when it is close enough to be a likely typo (edit distance at most a
 * third of its length, and at least 2, so a swapped pair of letters counts), or a known synonym of an allowed
 * value (`done` → `completed`); else undefined. Used for "did you mean …" in enum, field and argument errors.
 */
export function didYouMean(value: unknown, allowed: readonly unknown[]): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const options = allowed.filter((a): a is string => typeof a === 'string');
  if (!options.length) return undefined;
  const v = value.toLowerCase();
  // Own keys only: a field named __proto__ or constructor must not reach Object.prototype (a 500 found by the fuzzer).
  const synonym = Object.hasOwn(SYNONYMS, v) ? SYNONYMS[v].find((s) => options.includes(s)) : undefined;
  if (synonym && !options.some((o) => o.toLowerCase() === v)) return synonym;
  const best = closest(
    v,
    options.map((o) => o.toLowerCase()),
  );
  const limit = Math.max(2, Math.floor(Math.max(v.length, best.length) / 3));
  if (distance(v, best) > limit) return undefined;
  return options.find((o) => o.toLowerCase() === best);
}

/** 403 FORBIDDEN when `capability` is needed beyond the operation's own (e.g. reading the activity log of a room). */
export function requireCapability(capabilities: ReadonlySet<string>, capability: string, what: string): void {
  if (capabilities.has(capability)) return;
  throw new ApiError('FORBIDDEN', `${what} needs ${capability}, which this credential does not hold`, {
    data: { required: [capability], missing: [capability] },
    suggestion: `Use a key whose role grants ${capability} (see GET /api/v1/viewer for this key's grants), or ask an admin for one.`,
  });
}
