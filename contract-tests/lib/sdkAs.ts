/**
 * The typed SDK for the live test files, which act as many keys (an org's admin, a pm, the engineer, another org):
 * the plain generated functions (sdk/src) take a RequestInit as their last argument, and `as(key)` is the one that
 * sends `key` instead of the configured one. Use `useSdk()` once per file (it points the SDK at the server under test
 * through checkedFetch, so every answer is validated against the document), then
 *
 *   const s = must(await sdk.createStrategy({ name, content }, undefined, as(pmKey)));      // any 2xx, else throws
 *   expect(ok(await sdk.getStrategy(s.ref, as(pmKey))).status).toBe('draft');               // asserts 200
 *   refusedBy(await sdk.publishStrategy(s.ref, undefined, as(engKey)), 403, 'FORBIDDEN');   // the failure envelope
 *   const every = await allOf((cursor) => sdk.listStrategies({ cursor, limit: 200 }, as(pmKey)));
 *
 * Raw HTTP (bad bodies, odd headers, malformed query values the SDK's types refuse) goes through `raw`, which answers in
 * the SDK's shape so `refusedBy` reads both.
 */
import { beforeAll, expect, inject } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope, ErrorEnvelopeError } from '../../sdk/src/index';
import { checkedFetch } from './contract.js';
import { expectFailure, refused } from './expect.js';
import { client } from './http.js';

/** What a generated function resolves to. */
type Raw = { status: number; data: unknown; headers: Headers };
/** The members of a response union whose status is 2xx (a raw answer, status any number, counts as one). */
type Success<R> = R extends { status: infer S extends number } ? (number extends S ? R : `${S}` extends `2${string}` ? R : never) : never;
/** The `data` of the envelope of the member with status S (or of every 2xx member). */
type DataOf<M> = M extends { data: { data?: infer D } } ? NonNullable<D> : never;
/** One item of a paged list's `data`. */
type ItemOf<R> = DataOf<Success<R>> extends readonly (infer I)[] ? I : never;

/** Points the plain SDK functions at the server under test, with no default key: every call says whom it acts as. */
export function useSdk(): void {
  const { baseUrl } = inject('contract');
  beforeAll(() => {
    sdk.configure({ baseUrl, apiKey: undefined, fetch: checkedFetch });
  });
}

/** The per-call options of a request made with `key` (an API key or OAuth token). */
export const as = (key: string): RequestInit => ({ headers: { authorization: `Bearer ${key}` } });

/** Asserts the status (200 unless given; the body is in the failure message) and returns the envelope's `data`. */
export function ok<R extends Raw, S extends R['status'] = 200>(res: R, status: S = 200 as S): DataOf<Extract<R, { status: S }>> {
  statusIs(res, status);
  return (res.data as { data: DataOf<Extract<R, { status: S }>> }).data;
}

/** The envelope of an answer that must succeed (any 2xx), else an error naming the status and body, like http.ts `data`. */
export function must<R extends Raw>(res: R): DataOf<Success<R>> {
  if (res.status < 200 || res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.data)}`);
  return (res.data as { data: DataOf<Success<R>> }).data;
}

/** The whole envelope of the member with the status (asserted), for `actions`, `pagination` and `meta`. */
export function envelope<R extends Raw, S extends R['status'] = 200>(res: R, status: S = 200 as S): Extract<R, { status: S }>['data'] {
  statusIs(res, status);
  return res.data as Extract<R, { status: S }>['data'];
}

/** A refusal (expect.ts `refused`): the status, ok false, the code, a suggestion, and (when given) details[0].field. */
export function refusedBy(res: Raw, status: number, code: string, field?: string): ErrorEnvelopeError {
  refused({ status: res.status, body: res.data, headers: res.headers }, status, code, field);
  return (res.data as ErrorEnvelope).error;
}

/** A spec 2 §7 failure (expect.ts `expectFailure`): the status, the whole envelope, the code and details[0].field. */
export function failure(res: Raw, status: number, code: string, field?: string): ErrorEnvelopeError {
  expectFailure({ status: res.status, body: res.data, headers: res.headers }, status, code, field);
  return (res.data as ErrorEnvelope).error;
}

/** The error of a failure envelope, with no assertion (for tests that check the status and one field themselves). */
export const errorOf = (res: Raw): ErrorEnvelopeError => (res.data as ErrorEnvelope).error;

/**
 * One raw request as `key` (./http.ts `client`), answered in the SDK's shape `{ status, data, headers }` with `data`
 * the parsed body, typed T by the caller (unknown unless given): for requests the SDK's types would not let through.
 */
export async function raw<T = unknown>(key: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const r = await client(key)<T>(method, path, body, headers);
  return { status: r.status, data: r.body, headers: r.headers };
}

/** Every item of a paged list: `page(cursor)` fetches one page (asserted 200), following pagination.cursor. */
export async function allOf<R extends Raw>(page: (cursor: string | undefined) => Promise<R>): Promise<ItemOf<R>[]> {
  const out: ItemOf<R>[] = [];
  let cursor: string | undefined;
  do {
    const res = await page(cursor);
    statusIs(res, 200);
    const body = res.data as { data: ItemOf<R>[]; pagination?: { hasMore: boolean; cursor?: string | null } };
    out.push(...body.data);
    cursor = body.pagination?.hasMore ? (body.pagination.cursor ?? undefined) : undefined;
  } while (cursor);
  return out;
}

/** expect.ts `expectReply`'s assertion: the status, with the body in the failure message. */
function statusIs(res: Raw, status: number): void {
  expect(res.status, JSON.stringify(res.data)?.slice(0, 800)).toBe(status);
}
