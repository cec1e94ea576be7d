/**
 * `npm run mock` (bin/mock.mjs) as a QA engineer uses it, through the SDK: a static mock and a `--dynamic` one, each
 * a real process on a free port (no Sextant server involved). GET operations picked by fast-check (fixed seed) answer
 * the bundled document's example (or, where the document has none yet, the same schema-valid answer every time);
 * `Prefer: code=404` answers the documented 404 example; a list's next cursor reaches a last page, and the SDK's
 * `listAll` ends there; the GET actions of an answer are callable on the mock; the recorded server's URLs point at
 * the mock; `--dynamic` and `Prefer: dynamic=true` answer different, schema-valid data; bad input is the server's
 * 400 VALIDATION_FAILED naming the field. Every answer goes through checkedFetch, so it is validated against the
 * document too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { ROOT } from '../../src/db/connect.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { operations, type OperationId } from '../../src/generated/operations.js';
import { checkedFetch } from '../lib/contract.js';

type Json = Record<string, unknown>;
type Answer = { status: number; data: unknown; headers: Headers };
type SdkCall = (...args: unknown[]) => Promise<Answer>;

const RECORDED_ORIGIN = 'https://sextant.example.com';
const KEY = 'sextant_live_mock';
const UUID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const children: ChildProcess[] = [];

/** Starts `node bin/mock.mjs --port 0 …args` and resolves to its URL once it says it listens. */
function startMock(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/mock.mjs'), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      log += b.toString();
      const m = /^mock: listening on (\S+)/m.exec(log);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the mock exited (${code}):\n${log}`)));
  });
}

const resolveRef = <T>(ref: string): T =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((n, k) => n[k.replace(/~1/g, '/')] as Json, doc as Json) as T;
const node = <T extends Json>(x: T): T => {
  const ref = (x as { $ref?: unknown }).$ref;
  return typeof ref === 'string' ? resolveRef<T>(ref) : x;
};

interface Params {
  path: Json[];
  query: Json[];
}
function paramsOf(id: OperationId): Params {
  const row = operations[id];
  const op = (doc.paths as Record<string, Record<string, Json>>)[row.path][row.method.toLowerCase()];
  const all = ((op.parameters as Json[] | undefined) ?? []).map(node);
  return { path: all.filter((p) => p.in === 'path'), query: all.filter((p) => p.in === 'query') };
}

/** The document's example of the operation's success answer (`example`, else the first of `examples`), if any. */
function successExample(id: OperationId): unknown {
  const row = operations[id];
  const op = (doc.paths as Record<string, Record<string, { responses: Record<string, Json> }>>)[row.path][row.method.toLowerCase()];
  const code = Object.keys(op.responses).find((s) => s.startsWith('2'))!;
  const media = (node(op.responses[code]).content as Record<string, Json> | undefined)?.['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values((media.examples as Record<string, Json> | undefined) ?? {})[0];
  return first && (node(first).value as unknown);
}

/** A value every path parameter of the document accepts: an enum's first value, else a UUID (refs take UUIDs too). */
const pathValue = (p: Json) => {
  const schema = node((p.schema as Json) ?? {});
  return Array.isArray(schema.enum) ? String(schema.enum[0]) : UUID;
};

/** The SDK function of a GET operation called with valid path parameters, `query` and `init`. */
function call(id: OperationId, query: Record<string, unknown> | undefined, init: RequestInit = {}): Promise<Answer> {
  const { path, query: q } = paramsOf(id);
  const fn = (sdk as unknown as Record<string, SdkCall>)[id];
  return fn(...path.map(pathValue), ...(q.length ? [query] : []), init);
}

const inMock = (value: unknown, base: string) => JSON.parse(JSON.stringify(value).replaceAll(RECORDED_ORIGIN, base));
const bodyOf = (a: Answer) => a.data as { ok: boolean; data: unknown; pagination?: { cursor: string | null; hasMore: boolean }; actions?: Json[] };

/** GET operations the SDK calls with path parameters alone (no required query parameter), JSON answers. */
const gets = (Object.keys(operations) as OperationId[]).filter((id) => {
  const row = operations[id];
  if (row.method !== 'GET' || typeof (sdk as unknown as Record<string, unknown>)[id] !== 'function') return false;
  return !paramsOf(id).query.some((p) => p.required) && !row.path.includes('/files/') && row.path.startsWith('/api/');
});
const lists = gets.filter((id) => paramsOf(id).query.some((p) => p.name === 'cursor'));
const SEED = 35_061;
const sample = <T>(from: T[], n: number, seed: number) => fc.sample(fc.shuffledSubarray(from, { minLength: n, maxLength: n }), { seed, numRuns: 1 })[0];

let mock: string;
let dynamicMock: string;

beforeAll(async () => {
  [mock, dynamicMock] = await Promise.all([startMock([]), startMock(['--dynamic', '--seed', String(SEED)])]);
  sdk.configure({ baseUrl: mock, apiKey: KEY, fetch: checkedFetch });
}, 120_000);

afterAll(() => {
  for (const c of children) c.kill('SIGTERM');
});

describe('npm run mock, through the SDK', () => {
  it("sampled GET operations answer the document's example, the same every time", async () => {
    expect(gets.length).toBeGreaterThan(80);
    for (const id of sample(gets, 8, SEED)) {
      const first = await call(id, {});
      expect(first.status, `${id}: ${JSON.stringify(first.data).slice(0, 300)}`).toBe(Number(operations[id].successStatus));
      const example = successExample(id);
      if (example !== undefined) expect(bodyOf(first).data, id).toEqual(inMock(example, mock).data);
      expect((await call(id, {})).data, id).toEqual(first.data);
    }
  });

  it('Prefer: code=404 answers the documented 404 example', async () => {
    const notFound = (resolveRef<Json>('#/components/responses/NotFound').content as Record<string, { examples: Record<string, { value: unknown }> }>)[
      'application/json'
    ];
    const expected = Object.values(notFound.examples)[0].value;
    const with404 = gets.filter((id) => (doc.paths as Record<string, Record<string, { responses: Json }>>)[operations[id].path].get.responses['404']);
    for (const id of sample(with404, 4, SEED + 1)) {
      const res = await call(id, {}, { headers: { prefer: 'code=404' } });
      expect(res.status, id).toBe(404);
      expect(res.data, id).toEqual(expected);
    }
    const named = await sdk.setTaskStatus('ENG-12', { status: 'todo' }, undefined, { headers: { prefer: 'code=409, example=alreadyExists' } });
    expect(named.status).toBe(409);
    expect((named.data as { error: { code: string } }).error.code).toBe('ALREADY_EXISTS');
  });

  it('a list pages: the first page has a next cursor and a next action, the cursor answers the last page', async () => {
    expect(lists.length).toBeGreaterThan(30);
    for (const id of sample(lists, 6, SEED + 2)) {
      const first = bodyOf(await call(id, { limit: 1 }));
      expect(first.pagination?.hasMore, id).toBe(true);
      const cursor = first.pagination!.cursor!;
      expect(cursor, id).toEqual(expect.any(String));
      if (Array.isArray(first.data)) expect(first.data.length, id).toBeLessThanOrEqual(1);
      const next = first.actions?.find((a) => a.rel === 'next');
      expect(next?.href, id).toContain(`cursor=${cursor}`);
      const last = bodyOf(await call(id, { cursor }));
      expect(last.pagination, id).toEqual({ cursor: null, hasMore: false });
      expect(
        last.actions?.some((a) => a.rel === 'next'),
        id,
      ).toBe(false);
    }
    const client = new sdk.Sextant({ baseUrl: mock, apiKey: KEY, fetch: checkedFetch });
    const pages = bodyOf(await sdk.listTeams()).data as unknown[];
    const every: unknown[] = [];
    for await (const team of client.teams.listAll()) every.push(team);
    expect(every).toHaveLength(2 * pages.length);
  });

  it("the GET actions of an answer are callable on the mock, and the recorded server's URLs point at it", async () => {
    let called = 0;
    for (const id of sample(lists, 4, SEED + 3)) {
      for (const action of bodyOf(await call(id, {})).actions ?? []) {
        if (action.method !== 'GET') continue;
        const href = String(action.href);
        expect(href.startsWith('/') || href.startsWith(mock), href).toBe(true);
        const res = await checkedFetch(new URL(href, mock), { headers: { authorization: `Bearer ${KEY}` } });
        expect(res.status, `${id} → ${href}`).toBeLessThan(300);
        called++;
      }
    }
    expect(called).toBeGreaterThan(0);
    const metadata = await fetch(`${mock}/.well-known/oauth-protected-resource`);
    const body = (await metadata.json()) as { resource: string; authorization_servers: string[] };
    expect(body.resource).toBe(`${mock}/api`);
    expect(body.authorization_servers).toEqual([mock]);
    expect(JSON.stringify(body)).not.toContain(RECORDED_ORIGIN);
  });

  it('--dynamic, and Prefer: dynamic=true on the static mock, answer schema-valid data unlike the static answer', async () => {
    const client = { baseUrl: dynamicMock, apiKey: KEY, fetch: checkedFetch };
    for (const id of ['listTasks', 'getTask', 'listTeams'] as const) {
      const fixed = bodyOf(await call(id, {}));
      sdk.configure(client);
      const generated = bodyOf(await call(id, {}));
      sdk.configure({ baseUrl: mock });
      const perRequest = bodyOf(await call(id, {}, { headers: { prefer: 'dynamic=true' } }));
      // checkedFetch validated both against the document; generated data differs from the example.
      expect(generated.ok, id).toBe(true);
      expect(generated.data, id).not.toEqual(fixed.data);
      expect(perRequest.data, id).not.toEqual(fixed.data);
    }
  });

  it("bad input is the server's 400 VALIDATION_FAILED, naming the field", async () => {
    const tooMany = await sdk.listTasks({ limit: 500 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', details: [{ field: 'query.limit' }] } });
    const noTitle = await sdk.createTask({} as sdk.CreateTaskBody);
    expect(noTitle.status).toBe(400);
    expect(noTitle.data).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.title', message: 'is required' }] } });
    const unauthorised = await sdk.listTasks({}, { headers: { authorization: '' } });
    expect(unauthorised.status).toBe(401);
  });
});
