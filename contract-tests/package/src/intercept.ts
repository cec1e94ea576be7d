/**
 * The packaged run's setup file (vitest `setupFiles`: it runs in each test file's worker before the file): wraps the
 * global fetch, which every client of the suite ends in (the SDK through checkedFetch, lib/http.ts), to
 *  - record the operationIds each test calls, in the test's meta (`sxctOperations`), for the per-operation report;
 *    calls made outside a test (the file's hooks) go to the file's meta;
 *  - record what the run creates (a 201 answer with `data.id` to a POST whose `<path>/<id>` has a DELETE operation) and
 *    delete it, newest first, after the file's tests, with the creating request's credentials; created resources
 *    without a DELETE operation are listed in the file's meta (`sxctKept`), cleanup failures in `sxctCleanupFailed`;
 *  - in read-only mode, refuse any request other than GET and HEAD before it leaves the process.
 */
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { operations, type OperationId } from '../../../src/generated/operations.js';
import './types.js';

/** A test's or a file's task, as far as this file writes to it. */
interface Recorder {
  meta: Record<string, unknown>;
}

const rows = Object.values(operations);
const pattern = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
const matchers = rows.map((r) => ({ row: r, re: pattern(r.path), fixed: r.path.replace(/\{\w+\}/g, '').length }));

/** The operation `method` `path` hits, the most literal path first (as the server routes). */
export function matchOperation(method: string, path: string): OperationId | undefined {
  const m = method.toUpperCase();
  const hits = matchers.filter((x) => x.row.method === m && x.re.test(path)).sort((a, b) => b.fixed - a.fixed);
  return hits[0]?.row.operationId;
}

/** DELETE operations addressed by one trailing id (`/api/v1/metrics/{id}`), the most literal first. */
const deletesById = rows
  .filter((r) => r.method === 'DELETE' && /\/\{\w+\}$/.test(r.path) && r.path.split('{').length === 2)
  .sort((a, b) => b.path.length - a.path.length);

/**
 * Where a resource made by POST `path` answering id `id` may be deleted: `<path>/<id>` when that is a DELETE operation
 * (a customer's contact), else every DELETE-by-id of the same area (`/api/v1/metrics/track-builtin` → `/api/v1/metrics/<id>`)
 * and, when the answer names its `kind` (a customer onboarding step's work: `task`, `opportunity`), of that kind's area,
 * tried in turn at cleanup. Ids are UUIDs, unique across resources: a DELETE of another kind answers 404 and touches nothing.
 */
function deleteTargets(path: string, id: string, kind: unknown): string[] {
  const own = `${path.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
  if (matchOperation('DELETE', own)) return [own];
  const areas = [path.split('/').slice(0, 4).join('/')]; // /api/v1/<area>
  if (typeof kind === 'string' && /^[a-z][a-z-]*$/.test(kind)) areas.push(`/api/v1/${kind.replace(/y$/, 'ie')}s`);
  return deletesById.filter((r) => areas.some((a) => r.path.startsWith(`${a}/`))).map((r) => r.path.replace(/\{\w+\}$/, encodeURIComponent(id)));
}

const { readOnly } = inject('sxct');
const original = globalThis.fetch;
let file: Recorder | undefined;
let current: Recorder | undefined;
/** Resources this file created that a DELETE removes: the URL to delete and the creator's authorization header. */
const created: { urls: string[]; own: boolean; authorization: string | null; what: string; under: string }[] = [];
/** Created resources with no DELETE operation: what, and the URL path they were created under. */
const kept: { what: string; under: string }[] = [];

const record = (task: Recorder | undefined, key: string, value: string) => {
  if (!task) return;
  const list = (task.meta[key] as string[] | undefined) ?? [];
  if (!list.includes(value)) list.push(value);
  task.meta[key] = list;
};

const headerOf = (init: RequestInit | undefined, name: string): string | null => new Headers(init?.headers).get(name);

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (readOnly && method !== 'GET' && method !== 'HEAD') {
    throw new Error(`read-only run: refused ${method} ${url.pathname} before sending it`);
  }
  const operationId = matchOperation(method, url.pathname);
  if (operationId) record(current ?? file, 'sxctOperations', operationId);
  const res = await original(input, init);
  if (method === 'POST' && res.status === 201 && operationId && (res.headers.get('content-type') ?? '').includes('json')) {
    const data = ((await res.clone().json()) as { data?: { id?: unknown; kind?: unknown } } | null)?.data;
    const id = data?.id;
    if (typeof id === 'string') {
      const targets = deleteTargets(url.pathname, id, data?.kind);
      if (targets.length)
        created.push({
          urls: targets.map((t) => `${url.origin}${t}`),
          own: targets[0].startsWith(`${url.pathname.replace(/\/+$/, '')}/`),
          authorization: headerOf(init, 'authorization'),
          what: `${operationId} ${id}`,
          under: url.pathname,
        });
      else kept.push({ what: `${operationId} ${id}`, under: url.pathname });
    }
  }
  return res;
};

// biome-ignore lint/correctness/noEmptyPattern: vitest parses a hook's first parameter as its fixtures and requires a pattern.
beforeAll(({}, suite) => {
  file = suite as unknown as Recorder;
});
beforeEach(({ task }) => {
  current = task as unknown as Recorder;
});
afterEach(() => {
  current = undefined;
});

/** Deletes what the file created, newest first (children before their parents); 404 means a test already did. */
afterAll(async () => {
  const failed: string[] = [];
  const deleted: string[] = [];
  for (const c of created.reverse()) {
    // All 404 at addresses guessed from its area: no DELETE of this area deletes it (or a test did): kept.
    let outcome: string | undefined;
    let found = false;
    for (const url of c.urls) {
      const res = await original(url, { method: 'DELETE', headers: c.authorization ? { authorization: c.authorization } : {} }).catch((e: Error) => e);
      const path = new URL(url).pathname;
      if (res instanceof Error) outcome = `DELETE ${path}: ${res.message}`;
      else if (res.ok || (res.status === 404 && c.own)) {
        // 404 at its own address: a test deleted it already.
        deleted.push(path);
        found = true;
        break;
      } else if (res.status !== 404) outcome = `DELETE ${path}: ${res.status} ${(await res.text()).slice(0, 200)}`;
    }
    if (outcome && !found) failed.push(outcome);
    else if (!found) kept.push(c);
  }
  if (file) {
    file.meta.sxctDeleted = deleted.length;
    // A resource made under one that was deleted (a customer's note) went with it.
    file.meta.sxctKept = kept.filter((k) => !deleted.some((d) => k.under.startsWith(`${d}/`))).map((k) => k.what);
    file.meta.sxctCleanupFailed = failed;
  }
});
