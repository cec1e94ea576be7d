/**
 * The SDK's transport (issue 2 §7, issue 20 §3): every generated function calls `sextantFetch(url, init)`.
 *
 * Two ways in:
 *  - the plain orval functions (`listTasks`, `createTask`, …) use the module-wide configuration set with
 *    `configure({ baseUrl, apiKey })` and resolve to `{ data, status, headers }` where `data` is the parsed envelope
 *    (spec 2 §4.1 success, §7 failure); they never throw on HTTP error statuses and, unless `configure({ retry })`
 *    says otherwise, make one attempt;
 *  - the `Sextant` client (./client.ts) passes its own configuration with each call (a symbol-keyed field of the
 *    RequestInit that the generated functions spread through), retries, and throws `SextantError`.
 *
 * Retries (spec 2 §8): 429, 5xx (not 501), 409 IDEMPOTENCY_CONFLICT with Retry-After (the first request with that
 * key is still running) and network failures, for idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE) or writes
 * that carry an Idempotency-Key. The wait is Retry-After when the answer has one (seconds or an HTTP date), else
 * exponential backoff with jitter.
 */

/** How failed attempts are retried. */
export interface RetryPolicy {
  /** Attempts in all, the first included (1 = no retry). */
  maxAttempts: number;
  /** Backoff before the n-th retry without Retry-After: baseDelayMs × 2^(n-1), capped at maxDelayMs, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is returned (or thrown) at once. */
  maxRetryAfterMs: number;
}

/** One retry about to happen (for logging): the attempt that failed, why, and the wait before the next. */
export interface RetryEvent {
  attempt: number;
  delayMs: number;
  method: string;
  url: string;
  /** The HTTP status of the failed attempt, or undefined for a network error. */
  status?: number;
  error?: unknown;
}

export interface SextantConfig {
  /** Server origin, e.g. http://localhost:3000 (no trailing /api/v1: operation paths include it). */
  baseUrl: string;
  /** `sextant_live_…` API key or `sextant_oat_…` OAuth token. */
  apiKey?: string;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** Retry policy; the plain functions default to one attempt, the Sextant client to DEFAULT_RETRY. */
  retry?: Partial<RetryPolicy> | false;
  /** Called before each retry's wait. */
  onRetry?: (event: RetryEvent) => void;
}

/** The Sextant client's default: 4 attempts, 0.5 s → 1 s → 2 s backoff (±jitter), Retry-After up to 60 s. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 30_000, maxRetryAfterMs: 60_000 };
const NO_RETRY: RetryPolicy = { ...DEFAULT_RETRY, maxAttempts: 1 };

let config: SextantConfig = { baseUrl: 'http://localhost:3000' };

/** Sets the module-wide configuration of the plain functions (merged into the current one). */
export function configure(next: Partial<SextantConfig>): void {
  config = { ...config, ...next };
}

/**
 * Per-call context the Sextant client attaches to the RequestInit it hands to a generated function (symbol-keyed:
 * object spread keeps it, fetch ignores it).
 * @internal
 */
export const CALL_CONTEXT: unique symbol = Symbol.for('sextant.sdk.call');
/** @internal */
export interface CallContext {
  config: SextantConfig;
  retry: RetryPolicy;
  /** The operation takes an Idempotency-Key header (every mutation of the document does): one is generated when absent. */
  idempotencyKey: boolean;
  /** The client's latest Sextant-Consistency-Token: echoed on reads, replaced by a later one from any answer. */
  consistency?: { token?: string };
}

/** The header a write answers with and a read echoes (read-your-writes on deployments with a read replica). */
export const CONSISTENCY_TOKEN = 'sextant-consistency-token';

/**
 * The later of two consistency tokens (database positions `X/Y`, hexadecimal: compared as numbers, high part
 * first); a malformed one counts as the earliest.
 * @internal
 */
export function laterToken(a: string | undefined, b: string | undefined): string | undefined {
  const pos = (t: string | undefined) => {
    const m = t === undefined ? null : /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(t);
    return m ? (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`) : -1n;
  };
  return pos(b) > pos(a) ? b : a;
}
type InitWithContext = RequestInit & { [CALL_CONTEXT]?: CallContext };

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Retry-After as milliseconds from `now`: delta seconds ("120", "1.5") or an HTTP date (RFC 9110 §10.2.3; a date in
 * the past is 0). Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** Exponential backoff with "equal jitter": half the capped delay, plus a random part of the other half. */
export function backoffDelay(retry: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>, random = Math.random): number {
  const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.round(capped / 2 + random() * (capped / 2));
}

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const policyOf = (r: SextantConfig['retry'], fallback: RetryPolicy): RetryPolicy =>
  r === false ? NO_RETRY : { ...fallback, ...(r ?? {}) };

function retryableStatus(status: number, body: unknown, retryAfter: number | undefined): boolean {
  if (status === 429) return true;
  if (status >= 500 && status !== 501) return true;
  // The same Idempotency-Key while the first request is still running (spec 2 §8): wait and ask again.
  return status === 409 && retryAfter !== undefined && (body as any)?.error?.code === 'IDEMPOTENCY_CONFLICT';
}

/**
 * Sends one logical request: `url` is the operation path with its query (the generated functions build it), `init`
 * the fetch options. Resolves to `{ data, status, headers }` (data: the parsed JSON body, or the text when it is not
 * JSON, or undefined when empty). Retries per the call's policy (module-wide for the plain functions) and never
 * throws on an HTTP status; a network failure after the last attempt rejects with fetch's error.
 */
export async function sextantFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const { [CALL_CONTEXT]: ctx, ...rest } = init as InitWithContext;
  const cfg = ctx?.config ?? config;
  const policy = ctx?.retry ?? policyOf(cfg.retry, NO_RETRY);
  const method = (rest.method ?? 'GET').toUpperCase();
  const headers = new Headers(rest.headers);
  if (cfg.apiKey && !headers.has('authorization')) headers.set('authorization', `Bearer ${cfg.apiKey}`);
  for (const [k, v] of Object.entries(cfg.headers ?? {})) if (!headers.has(k)) headers.set(k, v);
  // One key per logical mutation, the same on every retry of it (spec 2 §8).
  if (ctx?.idempotencyKey && method !== 'GET' && !headers.has('idempotency-key')) headers.set('idempotency-key', globalThis.crypto.randomUUID());
  // Read-your-writes: a read carries the client's latest write position, so a replica that lacks it does not serve it.
  if (method === 'GET' && ctx?.consistency?.token && !headers.has(CONSISTENCY_TOKEN)) headers.set(CONSISTENCY_TOKEN, ctx.consistency.token);
  const retriable = IDEMPOTENT_METHODS.has(method) || headers.has('idempotency-key');
  const target = `${cfg.baseUrl.replace(/\/$/, '')}${url}`;
  const doFetch = cfg.fetch ?? fetch;

  for (let attempt = 1; ; attempt++) {
    const last = !retriable || attempt >= policy.maxAttempts;
    let res: Response;
    try {
      res = await doFetch(target, { ...rest, method, headers });
    } catch (error) {
      if (last || rest.signal?.aborted) throw error;
      const delayMs = backoffDelay(attempt, policy);
      cfg.onRetry?.({ attempt, delayMs, method, url: target, error });
      await sleep(delayMs, rest.signal);
      continue;
    }
    if (ctx?.consistency) ctx.consistency.token = laterToken(ctx.consistency.token, res.headers.get(CONSISTENCY_TOKEN) ?? undefined);
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text; // not JSON (a proxy's HTML error page, say)
    }
    const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
    if (!last && retryableStatus(res.status, data, retryAfter) && (retryAfter === undefined || retryAfter <= policy.maxRetryAfterMs)) {
      // Retry-After is honoured as given (the server knows when its window resets), with up to 10% jitter on top.
      const delayMs = retryAfter !== undefined ? Math.round(retryAfter * (1 + Math.random() * 0.1)) : backoffDelay(attempt, policy);
      cfg.onRetry?.({ attempt, delayMs, method, url: target, status: res.status });
      await sleep(delayMs, rest.signal);
      continue;
    }
    return { data, status: res.status, headers: res.headers } as T;
  }
}

/** A field error of the failure envelope (spec 2 §7): `field` is a dotted path such as `body.title`. */
export interface SextantErrorDetail {
  field: string;
  message: string;
}

/**
 * A failed call of the Sextant client (spec 2 §7): the HTTP status, the envelope's error code, message, field
 * details and suggestion (how to correct the request), the request id (X-Request-Id; quote it when reporting a
 * problem), Retry-After in ms when the answer had one, and the raw body. A network failure after the last attempt
 * is status 0, code NETWORK_ERROR, with fetch's error as `cause`. Each code has exactly one status (the document's
 * ErrorCode table): 400 VALIDATION_FAILED, 401 UNAUTHORIZED, 403 FORBIDDEN, 404 NOT_FOUND, 405 METHOD_NOT_ALLOWED,
 * 409 ALREADY_EXISTS / INVALID_STATE_TRANSITION / IDEMPOTENCY_CONFLICT / PROMISE_BREAKS /
 * AGENT_REPO_CONFIRMATION_REQUIRED, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 422 BUSINESS_RULE_VIOLATION /
 * SOURCE_OWNED_FIELDS / PLAN_LIMIT_EXCEEDED / PLAN_FEATURE_REQUIRED, 429 RATE_LIMITED, 431 HEADERS_TOO_LARGE,
 * 500 INTERNAL_ERROR, 503 SERVICE_UNAVAILABLE.
 */
export class SextantError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: SextantErrorDetail[];
  readonly suggestion?: string;
  readonly requestId?: string;
  /** error.data of the envelope (e.g. limit, retryAfter and reset of RATE_LIMITED). */
  readonly data?: Record<string, unknown>;
  readonly retryAfterMs?: number;
  /** The parsed body as received (the envelope; text when it was not JSON). */
  readonly body: unknown;
  readonly headers?: Headers;

  constructor(init: {
    status: number; code: string; message: string; details?: SextantErrorDetail[]; suggestion?: string; requestId?: string;
    data?: Record<string, unknown>; retryAfterMs?: number; body?: unknown; headers?: Headers; cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'SextantError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.suggestion = init.suggestion;
    this.requestId = init.requestId;
    this.data = init.data;
    this.retryAfterMs = init.retryAfterMs;
    this.body = init.body;
    this.headers = init.headers;
  }

  /** The error of a non-2xx `{ status, data, headers }` (as the generated functions resolve). */
  static fromResponse(res: { status: number; data: unknown; headers: Headers }): SextantError {
    const body: any = res.data;
    const err = body && typeof body === 'object' && body.error && typeof body.error === 'object' ? body.error : undefined;
    return new SextantError({
      status: res.status,
      code: typeof err?.code === 'string' ? err.code : `HTTP_${res.status}`,
      message: typeof err?.message === 'string' ? err.message : `HTTP ${res.status}${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`,
      details: Array.isArray(err?.details) ? err.details : [],
      suggestion: typeof err?.suggestion === 'string' ? err.suggestion : undefined,
      requestId: res.headers.get('x-request-id') ?? body?.meta?.requestId ?? undefined,
      data: err?.data,
      retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
      body,
      headers: res.headers,
    });
  }

  override toString(): string {
    return `SextantError ${this.status} ${this.code}: ${this.message}${this.suggestion ? ` — ${this.suggestion}` : ''}${this.requestId ? ` (request ${this.requestId})` : ''}`;
  }
}

/** @internal The RetryPolicy a client option resolves to. */
export const resolveRetry = (r: SextantConfig['retry']): RetryPolicy => policyOf(r, DEFAULT_RETRY);
