/**
 * `npm run gen:examples` — records the document's examples from the real server.
 *
 * Starts a throwaway embedded Postgres and the server in-process (as contract-tests/setup/live.ts does), seeds a
 * realistic org with the data generator (src/cli/seedOrg.ts; tasks through the API so their order is stable),
 * subscribes a local HTTPS receiver to every event, then calls every operation of the operation table through the
 * SDK in the order of the call plan (plan.ts) — operations served outside the pipeline (OAuth, MCP, inbound
 * webhooks) by plain fetch. It keeps per operation the request body sent and the first 2xx answer (a non-empty
 * list page when one comes), and one delivered payload per webhook event type; normalises them (normalise.ts: ids,
 * timestamps, the server's URL, secrets) and writes openapi/examples/<tag>.json and openapi/examples/webhooks.json.
 * `npm run gen` puts them into the bundled document (inject.ts).
 *
 * Exits 1, listing them, when an operation, a request body or an event type has no example.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { flattenBodies } from '../flattenBodies.js';
import pino from 'pino';
import { generateTestCa, startReceiver } from '../../contract-tests/lib/receiver.js';
import { CONTEXTS, GOALS, OBJECTS, VERBS, MODIFIERS, prng, pickFrom } from '../../src/cli/seedWords.js';
import type { Json } from '../../src/core/json.js';
import { startEmbedded } from '../../src/db/embedded.js';
import { operations } from '../../src/generated/operations.js';
import { startServer } from '../../src/server.js';
import { configure } from '../../sdk/src/runtime.js';
import { BANNER, injectExamples, missingExamples, type Recording } from './inject.js';
import { causeEvent } from './events.js';
import { seedExampleOrg } from './org.js';
import { cutLists, normalise } from './normalise.js';
import { ENTITY_KEY, EVENT_TRIGGERS, LATE, MAX_ITEMS, OVERRIDES, PARAMS, SEGMENTS, SHRINK, type CallArgs, type PlanContext } from './plan.js';
import { OUTSIDE, personToken } from './outside.js';
import { resolver, sampleOf } from './schemaSample.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The document as written by hand (src/generated/openapi.json may carry the last recording's examples): bundled
// afresh, its request examples are the bodies sent, and what it lacks after this recording is what is missing.
const bundleDir = mkdtempSync(join(tmpdir(), 'sextant-examples-'));
execFileSync(
  join(root, 'node_modules/.bin/redocly'),
  ['bundle', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '-o', join(bundleDir, 'openapi.json'), '--ext', 'json'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const doc: Json = JSON.parse(readFileSync(join(bundleDir, 'openapi.json'), 'utf8'));
rmSync(bundleDir, { recursive: true, force: true });
flattenBodies(doc);
const { deref } = resolver(doc);
type Row = (typeof operations)[keyof typeof operations];
const rows = Object.values(operations) as Row[];

// ---- the server ------------------------------------------------------------------------------------------------
mkdirSync(join(root, '.test-data'), { recursive: true });
const pgDir = mkdtempSync(join(root, '.test-data', 'pg-'));
const dir = mkdtempSync(join(root, '.test-data', 'examples-'));
const embedded = await startEmbedded(pgDir, { persistent: false });
const ca = await generateTestCa(join(dir, 'tls'));
const running = await startServer({
  databaseUrl: embedded.url,
  port: 0,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  rateLimit: 1_000_000,
  storage: { driver: 'local', dir: join(dir, 'objects'), secretKeyFile: join(dir, 'secret.key') },
  webhooks: { extraCa: ca.caPem, allowPrivate: true, retryScale: 0.002 },
});
const baseUrl = `http://127.0.0.1:${running.port}`;
const receiver = await startReceiver(ca);
let failed = false;
try {
  const org = await running.services.orgs.createOrg('Northwind Robotics');
  const apiKey = org.apiKey;
  await running.db('users').where({ id: org.userId }).update({ name: 'Dana Whitfield', email: 'dana.whitfield@northwind.example.com' });
  configure({ baseUrl, apiKey, retry: false });

  // ---- the org: the data generator (org.ts), then a few tasks through the API ------------------------------
  await seedExampleOrg(running.db, org.orgId);

  // ---- the call plan's context ---------------------------------------------------------------------------------
  const ids = new Map<string, string>();
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const sdk = new Map<string, Record<string, (...args: unknown[]) => Promise<{ status: number; data: Json }>>>();
  for (const f of readdirSync(join(root, 'sdk/src/generated')))
    if (f.endsWith('.ts') && !f.includes('.schemas') && f !== 'client.ts') sdk.set(f.replace(/\.ts$/, ''), await import(join(root, 'sdk/src/generated', f)));

  const recordings = new Map<string, Recording>();
  const failures = new Map<string, string>();
  const isEmptyList = (data: Json) => Array.isArray(data?.data) && data.data.length === 0;
  const remember = (key: string, data: Json, force = false) => {
    const d = data?.data;
    const id = Array.isArray(d) ? d[0]?.id : d?.id;
    if (typeof id === 'string' && (force || !ids.has(key))) ids.set(key, id);
    if (Array.isArray(d) && typeof d[1]?.id === 'string' && !ids.has(`${key}:2`)) ids.set(`${key}:2`, d[1].id);
  };

  const fetchJson = async (method: string, path: string, body?: Json, headers: Record<string, string> = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Json = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed };
  };

  /** The path parameter `name` at `index` of `path`: the override, PARAMS, else the id under the segment before it. */
  const keyOf = (path: string, name: string) => {
    if (PARAMS[name]) return PARAMS[name];
    const segs = path.split('/');
    const i = segs.indexOf(`{${name}}`);
    return SEGMENTS[segs[i - 1]] ?? segs[i - 1];
  };

  const bodyFor = (row: Row): Json => {
    const op = doc.paths[row.path][row.method.toLowerCase()];
    const content = deref(op.requestBody)?.content?.['application/json'];
    let body: Json = structuredClone(content?.example ?? sampleOf(doc, content?.schema ?? {}, { today, now: now.toISOString() }));
    for (const f of row.refFields) {
      if (f.in !== 'body') continue;
      const by = f.entity === '*' ? byValue(body, f.field, (f as { by?: string }).by) : undefined;
      const key = f.entity === '*' ? (by ? ENTITY_KEY[by] : undefined) : ENTITY_KEY[f.entity];
      if (!key || !ids.has(key)) continue;
      body = setRef(body, f.field.split('.'), ids.get(key)!);
    }
    return body;
  };
  /** The value of the sibling field `by` of the ref field at `field` (`entityType` beside `entityId`). */
  const byValue = (body: Json, field: string, by: string | undefined): string | undefined => {
    if (!by) return undefined;
    const parts = field.split('.');
    parts[parts.length - 1] = by;
    let node = body;
    for (const p of parts) node = node?.[p.replace(/\[\]$/, '')];
    return typeof node === 'string' ? node : undefined;
  };
  /** Replaces the value at `path` (`[]` steps into each item) when present. */
  const setRef = (node: Json, path: string[], value: string): Json => {
    if (!node || typeof node !== 'object' || !path.length) return node;
    const [head, ...rest] = path;
    const arr = head.endsWith('[]');
    const k = arr ? head.slice(0, -2) : head;
    if (!(k in node)) return node;
    if (arr && Array.isArray(node[k])) node[k] = rest.length ? node[k].map((x: Json) => setRef(x, rest, value)) : node[k].map(() => value);
    else if (!rest.length) node[k] = Array.isArray(node[k]) ? [value] : value;
    else node[k] = setRef(node[k], rest, value);
    return node;
  };

  const call = async (operationId: string, given: Partial<CallArgs> = {}, record = false): Promise<{ status: number; data: Json; args: CallArgs }> => {
    const row = (operations as Record<string, Row>)[operationId];
    if (!row) throw new Error(`no operation ${operationId}`);
    const o = OVERRIDES[operationId] ?? {};
    if (record && o.before) await o.before(ctx);
    const path: Record<string, string> = { ...(record && o.path ? await o.path(ctx) : {}), ...given.path };
    for (const p of row.pathParams) {
      if (path[p] !== undefined) continue;
      const key = keyOf(row.path, p);
      if (!ids.has(key)) throw new Error(`no id for path parameter ${p} (key ${key})`);
      path[p] = ids.get(key)!;
    }
    const body = row.hasBody ? (given.body ?? (record && o.body ? await o.body(ctx) : bodyFor(row))) : undefined;
    const query = given.query ?? (record && o.query ? await o.query(ctx) : requiredQuery(row));
    const fn = sdk.get(row.tag)?.[operationId];
    if (!fn) throw new Error(`the SDK has no ${operationId} in ${row.tag}`);
    const args: unknown[] = row.pathParams.map((p) => path[p]);
    if (row.hasBody) args.push(body);
    if (row.queryParams.length) args.push(Object.keys(query).length ? query : undefined);
    if (row.method !== 'GET') args.push(undefined);
    const as = given.as ?? (record ? o.as?.(ctx) : undefined);
    if (as) args.push({ headers: { authorization: `Bearer ${as}` } });
    const res = await fn(...args);
    return { status: res.status, data: res.data, args: { path, body, query } };
  };
  const requiredQuery = (row: Row): Record<string, Json> => {
    const op = doc.paths[row.path][row.method.toLowerCase()];
    const q: Record<string, Json> = {};
    for (const p of [...(doc.paths[row.path].parameters ?? []), ...(op.parameters ?? [])].map(deref))
      if (p.in === 'query' && p.required) q[p.name] = p.example ?? sampleOf(doc, p.schema, { today, now: now.toISOString() });
    for (const f of row.refFields) {
      if (f.in !== 'query' || !(f.field in q)) continue;
      const by = f.entity === '*' ? (q[(f as { by?: string }).by ?? ''] as string | undefined) : f.entity;
      const key = by ? ENTITY_KEY[by] : undefined;
      if (key && ids.has(key)) q[f.field] = ids.get(key)!;
    }
    return q;
  };

  const ctx: PlanContext = {
    id: (k) => {
      const v = ids.get(k);
      if (!v) throw new Error(`no id under ${k}`);
      return v;
    },
    has: (k) => ids.has(k),
    set: (k, v) => void ids.set(k, v),
    today,
    day,
    now: now.toISOString(),
    call: async (operationId, args) => {
      const r = await call(operationId, args);
      if (r.status >= 300) throw new Error(`${operationId} answered ${r.status}: ${JSON.stringify(r.data).slice(0, 300)}`);
      return r.data;
    },
    fetchJson,
    baseUrl,
    apiKey,
    orgId: org.orgId,
    services: running.services,
    db: running.db,
    admin: (args) =>
      new Promise((done, fail) => {
        const env = {
          ...process.env,
          DATABASE_URL: embedded.url,
          SEXTANT_FILES_DIR: join(dir, 'objects'),
          SEXTANT_DATA_DIR: dir,
          SEXTANT_SECRET_KEY: readFileSync(join(dir, 'secret.key'), 'utf8').trim(),
          LOG_LEVEL: 'silent',
        };
        execFile(process.execPath, ['--import', 'tsx', join(root, 'src/cli/admin.ts'), ...args, '--json'], { cwd: root, env }, (err, stdout, stderr) =>
          err ? fail(new Error(`admin ${args[0]}: ${stderr || stdout}`)) : done(JSON.parse(stdout)),
        );
      }),
    upload: async (filename, contentType, bytes) => {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const created = await ctx.call('createFile', { body: { sha256, filename, contentType, size: bytes.length } });
      const put = await fetch(created.data.uploadUrl, { method: created.data.uploadMethod, headers: created.data.fields, body: Buffer.from(bytes) });
      if (!put.ok) throw new Error(`upload of ${filename}: ${put.status}`);
      const id: string = created.data.file.id;
      await ctx.call('confirmFile', { path: { id }, body: { etag: put.headers.get('etag') ?? '' } });
      for (let i = 0; i < 100; i++) {
        const f = await ctx.call('getFile', { path: { id } });
        if (f.data.status === 'clean') return id;
        if (f.data.status !== 'processing') throw new Error(`${filename} is ${f.data.status}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${filename} stayed processing`);
    },
  };

  // Tasks through the API (one transaction each: distinct created_at, stable order), with the generator's words.
  await running.services.orgs; // (the services are ready once the server is)
  const rand = prng(35);
  const pick = pickFrom(rand);
  remember('opportunities', (await call('listOpportunities', { query: {} })).data);
  remember('teams', (await call('listTeams', { query: {} })).data);
  for (let i = 0; i < 6; i++) {
    const r = await ctx.call('createTask', {
      body: {
        title: `${pick(VERBS, 1)} the ${pick(OBJECTS)} ${pick(MODIFIERS)}`.trim(),
        description: `${pick(CONTEXTS).replace('{o}', pick(OBJECTS))} ${pick(GOALS)}`,
        opportunityId: ids.get('opportunities'),
        teamId: ids.get('teams'),
        priority: (['high', 'medium', 'urgent', 'low'] as const)[i % 4],
      },
    });
    if (i === 0) {
      ids.set('tasks', r.data.id);
      ids.set('ref:tasks', r.data.ref);
    }
  }
  // A GitHub integration (the admin CLI makes them): its id and signing secret for the inbound webhook.
  const integration = await ctx.admin(['integration:create', '--org', org.orgId, '--kind', 'github', '--name', 'northwind/checkout']);
  ids.set('integrations', integration.id);
  ids.set('secret:integration', integration.webhookSecret);
  // A second person (a PM with an API key) and the admin acting as themselves through an OAuth app (what only a
  // person may do: publish a direction document).
  const pm = await running.services.orgs.createUser({ orgId: org.orgId, name: 'Priya Raman', email: 'priya.raman@northwind.example.com', role: 'pm' });
  ids.set('key:pm', pm.apiKey);
  ids.set('token:person', await personToken({ ...ctx, orgId: org.orgId, services: running.services }, running.db));
  // Every event type reaches the receiver: one subscription to all of them.
  const hook = await ctx.call('createWebhookSubscription', {
    body: { url: receiver.url('/events'), eventTypes: ['*'], description: 'All events to the QA receiver' },
  });
  ids.set('webhook-subscriptions', hook.data.id);

  // ---- the operations, in phases -----------------------------------------------------------------------------
  const isCollection = (row: Row) => rows.some((r) => r.path === row.path && r.method === 'GET');
  const phaseOf = (row: Row): number => {
    // 0 reads of the org, 1 creates, 2 reads of one resource, 3 updates, 4 actions, 5 deletes, 6 actions that end a resource
    const o = OVERRIDES[row.operationId];
    if (o?.phase !== undefined) return o.phase;
    if (row.method === 'GET') return row.pathParams.length ? 2 : 0;
    if (row.method === 'POST' && !row.path.endsWith('}') && isCollection(row)) return 1;
    if (row.method === 'PATCH' || (row.method as string) === 'PUT') return 3;
    if (row.method === 'DELETE') return 5;
    if (LATE.test(row.operationId)) return 6;
    return 4;
  };
  const depth = (row: Row) => row.path.split('/').length;
  // Parents before children, except deletes: children first, while their parent stands.
  const plan = rows.sort(
    (a, b) => phaseOf(a) - phaseOf(b) || (phaseOf(a) === 5 ? depth(b) - depth(a) : depth(a) - depth(b)) || a.operationId.localeCompare(b.operationId),
  );

  const runOne = async (row: Row) => {
    try {
      const own = row.method === 'DELETE' ? await recreateFor(row) : undefined;
      const r = await call(row.operationId, own ? { path: own } : {}, true);
      if (r.status < 200 || r.status >= 300) {
        failures.set(
          row.operationId,
          `${failures.has(row.operationId) ? `${failures.get(row.operationId)} | then ` : ''}${r.status} ${JSON.stringify(r.data?.error ?? r.data).slice(0, 300)}`,
        );
        return;
      }
      failures.delete(row.operationId);
      const seg = OVERRIDES[row.operationId]?.registers ?? row.path.split('/').pop()!;
      if (row.method === 'POST' && phaseOf(row) === 1) remember(seg, r.data, true);
      if (row.method === 'GET' && !row.path.endsWith('}')) remember(seg, r.data);
      await OVERRIDES[row.operationId]?.after?.(ctx, r.data);
      const prev = recordings.get(row.operationId);
      if (!prev || (isEmptyList(prev.response) && !isEmptyList(r.data)))
        recordings.set(row.operationId, { status: r.status, ...(row.hasBody ? { request: r.args.body } : {}), response: r.data });
    } catch (err) {
      failures.set(row.operationId, err instanceof Error ? err.message : String(err));
    }
  };
  /** A delete removes a resource made for it: the create of its collection runs again first. */
  const recreateFor = async (row: Row): Promise<Record<string, string> | undefined> => {
    const m = /^(.*)\/\{([^}]+)\}$/.exec(row.path);
    const create = m && rows.find((r) => r.method === 'POST' && r.path === m[1]);
    if (!m || !create || OVERRIDES[row.operationId]?.path) return undefined;
    const r = await call(create.operationId, {}, true);
    const id = r.status < 300 ? r.data?.data?.id : undefined;
    return typeof id === 'string' ? { [m[2]]: id } : undefined;
  };

  const wanted = Object.keys(doc.webhooks ?? {});
  const events = new Map<string, Json>();
  const collect = async (seconds: number) => {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      for (const r of receiver.at('/events')) {
        const e = r.parsed as Json;
        if (e?.type && !events.has(e.type)) events.set(e.type, e);
      }
      if (wanted.every((t) => events.has(t)) || Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  /** Causes the missing event types (`only`: those matching), through EVENT_TRIGGERS or in the database (events.ts). */
  const causeMissing = async (only: RegExp) => {
    await collect(5);
    for (const type of wanted.filter((t) => !events.has(t) && only.test(t))) {
      try {
        if (!((await EVENT_TRIGGERS[type]?.(ctx)) || (await causeEvent(running.db, org.orgId, type)))) failures.set(`event ${type}`, 'no change causes it');
      } catch (err) {
        failures.set(`event ${type}`, err instanceof Error ? err.message : String(err));
      }
    }
  };

  // Updates of child rows no operation updates are caused before the deletes take the rows away.
  for (const row of plan) if (phaseOf(row) < 5) await runOne(row);
  await causeMissing(/_updated$/);
  for (const row of plan) if (phaseOf(row) >= 5) await runOne(row);
  // A second pass: some operations need what a later one made.
  for (const row of plan) if (failures.has(row.operationId)) await runOne(row);

  // ---- outside the pipeline ------------------------------------------------------------------------------------
  for (const [name, run] of Object.entries(OUTSIDE)) {
    try {
      for (const [id, rec] of Object.entries(await run(ctx, running.db))) recordings.set(id, rec);
    } catch (err) {
      failures.set(`(outside: ${name})`, err instanceof Error ? err.message : String(err));
    }
  }

  // ---- webhook payloads ------------------------------------------------------------------------------------------
  // The types no operation caused: the plan's own triggers, else a change in the database (events.ts).
  await causeMissing(/./);
  await collect(30);
  // A type nothing can cause (a child row with nothing but keys to change): its sibling's payload under its name.
  const derived: Record<string, string> = {};
  for (const type of wanted.filter((t) => !events.has(t))) {
    const sibling = wanted.find((t) => events.has(t) && t.replace(/(added|created)$/, 'updated') === type);
    if (!sibling) continue;
    const e = structuredClone(events.get(sibling));
    e.type = type;
    e.data.changes = (e.data.changes as Json[]).slice(0, 1).map((c) => ({ field: c.field, from: c.to, to: c.to }));
    events.set(type, e);
    derived[type] = sibling;
    failures.delete(`event ${type}`);
  }

  // ---- normalise and write -----------------------------------------------------------------------------------------
  const byTag = new Map<string, Record<string, Recording>>();
  for (const row of [...rows].sort((a, b) => a.operationId.localeCompare(b.operationId))) {
    const rec = recordings.get(row.operationId);
    if (!rec) continue;
    if (!byTag.has(row.tag)) byTag.set(row.tag, {});
    byTag.get(row.tag)![row.operationId] = rec;
  }
  for (const [operationId, rec] of recordings) {
    if ((operations as Record<string, Row>)[operationId]) continue;
    const tag = findOp(operationId)?.tags?.[0] ?? 'oauth';
    if (!byTag.has(tag)) byTag.set(tag, {});
    byTag.get(tag)![operationId] = rec;
  }
  // Large answers cut to a sample (SHRINK, then lists to MAX_ITEMS).
  const cut = (node: Json): Json => cutLists(node, MAX_ITEMS);
  for (const [id, rec] of recordings) {
    if (rec.response === undefined) continue;
    rec.response = cut(SHRINK[id] ? SHRINK[id](rec.response) : rec.response);
  }
  const eventsSorted = Object.fromEntries(wanted.filter((t) => events.has(t)).map((t) => [t, events.get(t)]));
  const all = normalise({ operations: Object.fromEntries([...byTag].sort(([a], [b]) => a.localeCompare(b))), events: eventsSorted }, { baseUrl });
  // EXAMPLES_DIR: write elsewhere (to compare two recordings byte for byte).
  const outDir = process.env.EXAMPLES_DIR ? join(process.cwd(), process.env.EXAMPLES_DIR) : join(root, 'openapi/examples');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [tag, ops] of Object.entries(all.operations))
    writeFileSync(join(outDir, `${tag}.json`), `${JSON.stringify({ 'x-recorded': BANNER, operations: ops }, null, 2)}\n`);
  writeFileSync(join(outDir, 'webhook-events.json'), `${JSON.stringify({ 'x-recorded': BANNER, 'x-derived': derived, events: all.events }, null, 2)}\n`);

  for (const [id, why] of [...failures].sort()) console.error(`gen:examples: ${id}: ${why}`);
  const injected = structuredClone(doc);
  injectExamples(injected, { operations: Object.assign({}, ...Object.values(all.operations)), events: all.events });
  const missing = missingExamples(injected);
  if (missing.length) {
    failed = true;
    console.error(`gen:examples: ${missing.length} examples missing:\n  ${missing.join('\n  ')}`);
  } else console.log(`gen:examples: ${recordings.size} operations, ${Object.keys(all.events).length} event types recorded`);
} finally {
  await receiver.close();
  await running.close(0);
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(pgDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function findOp(operationId: string): Json {
  for (const item of Object.values<Json>(doc.paths))
    for (const m of ['get', 'post', 'put', 'patch', 'delete']) if (item[m]?.operationId === operationId) return item[m];
  return undefined;
}
