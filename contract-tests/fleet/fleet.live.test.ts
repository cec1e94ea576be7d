/**
 * A fleet under load (decision 0058): three instances on one database behind HAProxy, started by the same module
 * `npm run fleet` uses (src/cli/fleet/fleet.ts), with a steady mixed load through the balancer — writers creating
 * visions under Idempotency-Keys (each in an org of its own, with a webhook subscription) and a reader listing them.
 *
 *   (c) the rate limit is one limit across the three instances: never more than it admitted per key and window;
 *   (d) reusing a rotated OAuth refresh token on another instance revokes the whole family everywhere;
 *   (a)+(e) kill -9 of an instance while it holds webhook deliveries: every write answered 2xx is in the database
 *       once, with the id its answer gave; a client retrying a failed write with its key gets that first answer (or
 *       the write done once); the deliveries the dead instance had claimed are handed back after the job lease
 *       (SEXTANT_JOB_LEASE_MS) and finish on the survivors; every event reaches its subscription, through one ledger
 *       row that succeeded (a repeat only for an attempt the dead instance had in flight, under the same delivery id);
 *   (b) then a rolling restart (SIGTERM one instance at a time, started again and seen up before the next; the
 *       killed one is started again in its turn): no request fails.
 *
 * Needs HAProxy (installed here with apt-get when the tests run as root); skipped with that sentence otherwise.
 * Bounded: ~4 clients at ~4 requests a second, for a few seconds per phase. No timing assertions.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../src/db/connect.js';
import { freePort } from '../../src/db/embedded.js';
import { createDb } from '../../src/db/knex.js';
import { startFleet, type Fleet } from '../../src/cli/fleet/fleet.js';
import { HOW_TO_INSTALL, haproxyObtainable } from '../../src/cli/fleet/haproxy.js';
import { registerApp } from '../../src/oauth/apps.js';
import { MAX_LEASE } from '../../src/platform/rateLimit.js';
import { OrgService } from '../../src/services/orgs.js';
import { freshDatabase, type FreshDatabase } from '../lib/databases.js';
import { authorizeAndExchange, CALLBACK, token } from '../lib/oauth.js';
import { startReceiver, type Receiver } from '../lib/receiver.js';

const LIMIT = 300; // requests per minute per key: above what one load client sends, so only (c) meets it
const LEASE_MS = 6000; // the job lease of the instances (SEXTANT_JOB_LEASE_MS)
const PACE_MS = 250; // each load client's pause between requests
const available = haproxyObtainable();
if (!available) console.warn(`fleet tests skipped: ${HOW_TO_INSTALL}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(check: () => Promise<T | undefined | false>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await sleep(200);
  }
}

let fleet: Fleet;
let db: Knex;
let database: FreshDatabase;
let receiver: Receiver;
let dir: string;
/** The writers' orgs: one key each (its own rate-limit budget) and a subscription to vision.created. */
let writers: { orgId: string; apiKey: string; path: string; subscriptionId: string }[] = [];
let readerKey: string;

type Attempt = { status: number; body?: { data?: { id?: string } }; replayed: boolean } | { error: string };
interface Write {
  name: string;
  org: number;
  key: string;
  attempts: Attempt[];
}
const ok = (a: Attempt | undefined) => !!a && 'status' in a && a.status >= 200 && a.status < 300;

/** One request through the balancer; a network failure is recorded as such, never thrown. */
async function send(method: 'GET' | 'POST', path: string, apiKey: string, body?: unknown, idempotencyKey?: string): Promise<Attempt> {
  try {
    const res = await fetch(`${fleet.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : undefined, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

/**
 * The steady load: one writer per writer org and one reader, until `stop()`. With `retry`, a writer retries a
 * failed write with the same Idempotency-Key (after Retry-After, else 250 ms) until it gets an answer below 500
 * other than 409/429 or 45 s pass.
 */
function load(tag: string, retry: boolean) {
  let stopped = false;
  const writes: Write[] = [];
  const reads: Attempt[] = [];
  const writer = async (org: number) => {
    for (let n = 0; !stopped; n++) {
      const w: Write = { name: `${tag}-${org}-${n}`, org, key: randomUUID(), attempts: [] };
      writes.push(w);
      const give = Date.now() + 45_000;
      for (;;) {
        const a = await send(
          'POST',
          '/api/v1/visions',
          writers[org].apiKey,
          { name: w.name, kind: 'product', narrative: 'Written through the balancer.' },
          w.key,
        );
        w.attempts.push(a);
        const settled = 'status' in a && a.status < 500 && a.status !== 409 && a.status !== 429;
        if (settled || !retry || Date.now() > give) break;
        await sleep('status' in a && a.status === 409 ? 1000 : 250);
      }
      await sleep(PACE_MS);
    }
  };
  const reader = async () => {
    while (!stopped) {
      reads.push(await send('GET', '/api/v1/visions?limit=5', readerKey));
      await sleep(PACE_MS);
    }
  };
  const running = Promise.all([...writers.map((_, i) => writer(i)), reader()]);
  return {
    writes,
    reads,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Each name's rows in the writers' orgs: name → ids. */
async function rowsByName(prefix: string): Promise<Map<string, string[]>> {
  const rows: { name: string; id: string }[] = await db('visions')
    .whereIn(
      'org_id',
      writers.map((w) => w.orgId),
    )
    .where('name', 'like', `${prefix}-%`)
    .select('name', 'id');
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(r.name, [...(by.get(r.name) ?? []), r.id]);
  return by;
}

describe.skipIf(!available)('a fleet of three instances behind HAProxy, under load', () => {
  beforeAll(async () => {
    const { tls } = inject('contract');
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'fleet-'));
    database = await freshDatabase('fleet');
    receiver = await startReceiver({ certPem: readFileSync(tls!.certPath, 'utf8'), keyPem: readFileSync(tls!.keyPath, 'utf8') });
    const [port, ...instancePorts] = await Promise.all([0, 1, 2, 3].map(() => freePort()));
    fleet = await startFleet({
      instances: 3,
      port,
      instancePorts,
      dataDir: dir,
      databaseUrl: database.url,
      env: {
        SEXTANT_RATE_LIMIT: String(LIMIT),
        SEXTANT_JOB_LEASE_MS: String(LEASE_MS),
        SEXTANT_IDEMPOTENCY_STALE_S: '8',
        SEXTANT_WEBHOOK_ALLOW_PRIVATE: '1',
        SEXTANT_WEBHOOK_RETRY_SCALE: '0.002',
        NODE_EXTRA_CA_CERTS: tls!.caPath,
        SEXTANT_S3_BUCKET: '',
        LOG_LEVEL: 'info',
      },
    });
    db = createDb(database.url, { min: 0, max: 3 });
    const orgs = new OrgService(db);
    readerKey = (await orgs.createOrg('Fleet reader')).apiKey;
    writers = [];
    for (let i = 0; i < 3; i++) {
      const o = await orgs.createOrg(`Fleet writer ${i}`);
      const path = `/fleet-${i}`;
      const sub = await send('POST', '/api/v1/webhook-subscriptions', o.apiKey, {
        url: receiver.url(path),
        eventTypes: ['vision.created'],
        secret: `whsec_test_${randomBytes(18).toString('base64url')}`,
      });
      expect(sub).toMatchObject({ status: 201 });
      writers.push({ orgId: o.orgId, apiKey: o.apiKey, path, subscriptionId: ('body' in sub && sub.body?.data?.id) || '' });
    }
  }, 300_000);

  afterAll(async () => {
    await fleet?.stop();
    await db?.destroy();
    await receiver?.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('(c) one rate limit across the instances: never more than the limit per key and window', { timeout: 90_000 }, async () => {
    const { apiKey } = await new OrgService(db).createOrg('Fleet rate');
    // Within one minute of the database clock, so the sliding window's previous minute weighs nothing.
    if (Date.now() % 60_000 > 45_000) await sleep(61_000 - (Date.now() % 60_000));
    let admitted = 0;
    let refused = 0;
    const others: Attempt[] = [];
    for (let wave = 0; wave < 6; wave++) {
      const replies = await Promise.all(Array.from({ length: 60 }, () => send('GET', '/api/v1/viewer', apiKey)));
      admitted += replies.filter((r) => 'status' in r && r.status === 200).length;
      refused += replies.filter((r) => 'status' in r && r.status === 429).length;
      others.push(...replies.filter((r) => !('status' in r) || (r.status !== 200 && r.status !== 429)));
    }
    expect(admitted + refused, JSON.stringify(others)).toBe(360);
    expect(admitted).toBeLessThanOrEqual(LIMIT);
    // Leases the instances still hold unused are the only requests not admitted: at most MAX_LEASE each.
    expect(admitted).toBeGreaterThanOrEqual(LIMIT - 3 * MAX_LEASE);
  });

  it('(d) a refresh token reused on another instance revokes the family on every instance', { timeout: 60_000 }, async () => {
    const o = await new OrgService(db).createOrg('Fleet OAuth');
    const app = await registerApp(db, { orgId: o.orgId, name: 'Fleet app', redirectUris: [CALLBACK] });
    const fam = await authorizeAndExchange(fleet.url, app, o.apiKey, { scope: 'task:read' });
    const at = fleet.instances.map((x) => `http://127.0.0.1:${x.port}`);
    const viewer = (base: string, bearer: string) => fetch(`${base}/api/v1/viewer`, { headers: { authorization: `Bearer ${bearer}` } }).then((r) => r.status);
    const won = await token(at[0], app, { grant_type: 'refresh_token', refresh_token: fam.refresh_token });
    expect(won.status).toBe(200);
    for (const base of [...at, fleet.url]) expect(await viewer(base, won.body.access_token)).toBe(200);
    const reused = await token(at[1], app, { grant_type: 'refresh_token', refresh_token: fam.refresh_token });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    for (const base of [...at, fleet.url]) {
      expect(await viewer(base, won.body.access_token), `the rotated access token on ${base}`).toBe(401);
      expect(await viewer(base, fam.access_token)).toBe(401);
    }
    const again = await token(at[2], app, { grant_type: 'refresh_token', refresh_token: won.body.refresh_token });
    expect(again.body.error).toBe('invalid_grant');
  });

  it('(a, e) kill -9 of an instance holding webhook deliveries: writes once, retries answered, its jobs finish on the survivors, one delivery per event', {
    timeout: 180_000,
  }, async () => {
    // Slow answers keep deliveries in flight, so every instance holds some when one is killed.
    for (const w of writers) receiver.answer(w.path, [], 200, 1500);
    const l = load('kill', true);
    const locked = async () =>
      (await db.raw(`SELECT id, locked_by FROM graphile_worker.jobs WHERE task_identifier = 'webhook_deliver' AND locked_at IS NOT NULL`)).rows as {
        id: string;
        locked_by: string;
      }[];
    await until(async () => new Set((await locked()).map((j) => j.locked_by)).size >= 3, 'deliveries in flight on all three instances').catch(async (err) => {
      throw new Error(`${err.message}: ${JSON.stringify({ locked: await locked(), workers: await db('job_workers').select() })}`);
    });
    const before = await locked();
    await fleet.killInstance(1);
    for (const w of writers) receiver.answer(w.path, [], 200, 0);
    // The killed instance's pool is the one whose jobs the survivors unlock once its heartbeat is older than the lease.
    const dead = await until(async () => {
      const alive = new Set((await db('job_workers').select('worker_id')).map((r: { worker_id: string }) => r.worker_id));
      return [...new Set(before.map((j) => j.locked_by))].find((id) => !alive.has(id));
    }, 'the dead instance’s worker to be taken for dead');
    const itsJobs = before.filter((j) => j.locked_by === dead).map((j) => j.id);
    expect(itsJobs.length).toBeGreaterThan(0);
    await sleep(3000); // more load on the two survivors
    await l.stop();
    // Its claimed jobs ran again on the survivors and finished (a finished job leaves the table).
    const left = () => db.raw('SELECT id, attempts, max_attempts, locked_by, last_error FROM graphile_worker.jobs WHERE id = ANY(?::bigint[])', [itsJobs]);
    await until(async () => !(await left()).rows.length, 'its jobs to finish', 60_000).catch(async (err) => {
      throw new Error(`${err.message}: ${JSON.stringify((await left()).rows)}`);
    });

    // (a) every write answered 2xx is in the database once, with the id its (first or replayed) answer gave.
    const rows = await rowsByName('kill');
    const settled = l.writes.filter((w) => ok(w.attempts.at(-1)));
    expect(settled.length, 'every write settled with 2xx (after retries with its key)').toBe(l.writes.length);
    for (const w of settled) {
      const last = w.attempts.at(-1) as { body: { data: { id: string } } };
      expect(rows.get(w.name), w.name).toEqual([last.body.data.id]);
      for (const a of w.attempts.filter(ok)) expect((a as { body: { data: { id: string } } }).body.data.id).toBe(last.body.data.id);
    }

    // (e) one ledger row per event and subscription, succeeded; every event reached the receiver.
    const ledger = await until(
      async () => {
        const r: { id: string; event_id: string; status: string; subscription_id: string }[] = await db('integration_events')
          .whereIn(
            'subscription_id',
            writers.map((w) => w.subscriptionId),
          )
          .select('id', 'event_id', 'status', 'subscription_id');
        const all = (await db.raw(`SELECT count(*)::int AS n FROM visions WHERE name LIKE 'kill-%' OR name LIKE 'roll-%'`)).rows[0].n;
        return r.length === all && r.every((d) => d.status === 'succeeded') ? r : undefined;
      },
      'every delivery to succeed',
      90_000,
    );
    expect(new Set(ledger.map((d) => `${d.event_id}:${d.subscription_id}`)).size).toBe(ledger.length);
    const hits = writers.flatMap((w) => receiver.at(w.path)).filter((h) => h.status === 200);
    const byDelivery = new Map<string, number>();
    for (const h of hits) byDelivery.set(String(h.headers['sextant-delivery-id']), (byDelivery.get(String(h.headers['sextant-delivery-id'])) ?? 0) + 1);
    for (const d of ledger) expect(byDelivery.get(d.id) ?? 0, `delivery ${d.id}`).toBeGreaterThanOrEqual(1);
    // A repeat only for an attempt the dead instance had in flight (the receiver deduplicates by Sextant-Delivery-Id).
    const repeats = [...byDelivery.values()].reduce((n, c) => n + c - 1, 0);
    expect(repeats).toBeLessThanOrEqual(itsJobs.length);
  });
  it('(b) a rolling restart, SIGTERM one instance at a time: no request fails', { timeout: 150_000 }, async () => {
    const l = load('roll', false);
    await until(async () => l.writes.length >= 6, 'the load to start');
    for (let i = 0; i < fleet.instances.length; i++) {
      const before = fleet.instances[i].pid;
      await fleet.stopInstance(i);
      await fleet.startInstance(i);
      expect(fleet.instances[i].pid).not.toBe(before);
      await sleep(500); // some load on the restarted instance before the next one goes
    }
    await l.stop();
    const failed = [...l.writes.flatMap((w) => w.attempts), ...l.reads].filter((a) => !ok(a));
    expect(failed).toEqual([]);
    expect(l.writes.length).toBeGreaterThan(20);
    const rows = await rowsByName('roll');
    for (const w of l.writes) expect(rows.get(w.name), w.name).toEqual([(w.attempts[0] as { body: { data: { id: string } } }).body.data.id]);
  });
});
