/**
 * The Sextant client (issue 20 §3): `new Sextant({ baseUrl, apiKey })` groups every operation by tag
 * (`sextant.tasks.list`, `sextant.tasks.create`, `sextant.opportunities.setState` — the CLI's names,
 * `sextant tasks list`), with
 *  - `…All` beside every paged list (`sextant.tasks.listAll({ status: 'todo' })`): an async iterator over every item,
 *    following `pagination.cursor` page after page (spec 2 §4.2);
 *  - retries on 429, 5xx and network failures, honouring Retry-After (runtime.ts), for reads and for writes, which
 *    all carry an Idempotency-Key: generated once per call when not given, reused by its retries (spec 2 §8);
 *  - `SextantError` (status, code, message, details, suggestion, requestId, body) thrown on any non-2xx answer;
 *  - read-your-writes: the latest Sextant-Consistency-Token any answer carried is echoed on every read, so a
 *    deployment's read replica never serves this client a read older than its own writes.
 * Methods resolve to the success envelope (`{ ok, data, meta, pagination? }`). The groups are generated from the
 * document (codegen/sdkClient.ts → generated/client.ts).
 */
import { sextantGroups, type SextantGroups } from './generated/client.js';
import { CALL_CONTEXT, SextantError, resolveRetry, type CallContext, type RetryEvent, type RetryPolicy, type SextantConfig } from './runtime.js';

/** The client's options: those of `configure` (runtime.ts); `retry` defaults to DEFAULT_RETRY here. */
export type SextantOptions = SextantConfig;

/** What a generated function resolves to. */
type Raw = { status: number; data: unknown; headers: Headers };
/** The 2xx members of a generated function's response union. */
type Success<R> = R extends { status: infer S extends number } ? (`${S}` extends `2${string}` ? R : never) : never;
/** What a client method resolves to: the success envelope. */
export type Ok<R> = Success<R> extends { data: infer D } ? D : never;
/** One item of a paged list's `data`. */
export type ItemOf<R> = Ok<R> extends { data?: infer L } ? (NonNullable<L> extends readonly (infer I)[] ? I : never) : never;

/** @internal What the generated groups call. */
export interface Caller {
  /** One call: `send` runs the generated function with the RequestInit it is given. */
  call<R extends Raw>(send: (init: RequestInit) => Promise<R>, options: RequestInit | undefined, idempotencyKey: boolean): Promise<Ok<R>>;
  /** Every item of a paged list: `page(cursor, init)` fetches one page. */
  paginate<R extends Raw>(page: (cursor: string | undefined, init: RequestInit) => Promise<R>, options: RequestInit | undefined): AsyncIterableIterator<ItemOf<R>>;
}

export interface Sextant extends SextantGroups {}

/**
 * A client bound to one server and credential. Throws SextantError (see runtime.ts) from every method on a non-2xx
 * answer once retries are spent.
 */
export class Sextant {
  readonly #config: SextantConfig;
  readonly #retry: RetryPolicy;
  readonly #consistency: { token?: string } = {};

  constructor(options: SextantOptions) {
    if (!options?.baseUrl) throw new TypeError('new Sextant({ baseUrl, apiKey }): baseUrl is required');
    this.#config = { ...options };
    this.#retry = resolveRetry(options.retry);
    const caller: Caller = {
      call: (send, opts, idem) => this.#call(send, opts, idem) as any,
      paginate: (page, opts) => this.#paginate(page, opts) as any,
    };
    Object.assign(this, sextantGroups(caller));
  }

  #init(options: RequestInit | undefined, idempotencyKey: boolean): RequestInit {
    const ctx: CallContext = { config: this.#config, retry: this.#retry, idempotencyKey, consistency: this.#consistency };
    return { ...options, [CALL_CONTEXT]: ctx } as RequestInit;
  }

  async #call(send: (init: RequestInit) => Promise<Raw>, options: RequestInit | undefined, idempotencyKey: boolean): Promise<unknown> {
    const res = await this.#send(() => send(this.#init(options, idempotencyKey)));
    return res.data;
  }

  async #send(run: () => Promise<Raw>): Promise<Raw> {
    let res: Raw;
    try {
      res = await run();
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new SextantError({ status: 0, code: 'NETWORK_ERROR', message: `could not reach ${this.#config.baseUrl}: ${(cause as Error)?.message ?? cause}`, suggestion: 'Check the base URL and the network, then retry.', cause });
    }
    if (res.status < 200 || res.status > 299) throw SextantError.fromResponse(res);
    return res;
  }

  async *#paginate(page: (cursor: string | undefined, init: RequestInit) => Promise<Raw>, options: RequestInit | undefined): AsyncIterableIterator<unknown> {
    let cursor: string | undefined;
    const seen = new Set<string>();
    for (;;) {
      const res = await this.#send(() => page(cursor, this.#init(options, false)));
      const body = res.data as { data?: unknown[]; pagination?: { cursor?: string | null; hasMore?: boolean } } | undefined;
      yield* body?.data ?? [];
      const next = body?.pagination?.cursor ?? undefined;
      // Stop at the last page, and never loop on a cursor already followed (a mock's random examples).
      if (!body?.pagination?.hasMore || !next || seen.has(next)) return;
      seen.add(next);
      cursor = next;
    }
  }
}

/** `new Sextant(options)`. */
export const createClient = (options: SextantOptions): Sextant => new Sextant(options);
