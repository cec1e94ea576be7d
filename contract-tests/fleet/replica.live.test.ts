/**
 * A fleet with a streaming replica (decision 0059): the fleet's own Postgres 15 primary and its hot standby (as
 * `npm run fleet` starts them), two instances and HAProxy. Through the balancer, with the SDK client (which echoes
 * the Sextant-Consistency-Token of its writes):
 *  - a write then, at once, a replica-eligible read (search) sees the write: with the replica's replay paused
 *    (pg_wal_replay_pause: the lag made deterministic), the token-carrying read is served by the primary, while a
 *    read without a token is served by the replica and does not see it yet; once replay resumes and catches up, the
 *    token-carrying read is served by the replica;
 *  - the pattern board, a read that stores new clusters, runs on the primary when it must write (a standby refuses
 *    writes), on the replica once there is nothing to store;
 *  - the replica's lag and the reads by where they were served are in /metrics;
 *  - the replica stopped: the same reads still answer 2xx, from the primary, and /readyz stays ready.
 *
 * Needs HAProxy and Debian's postgresql-15 (both installed with apt-get when the tests run as root); skipped with
 * a sentence otherwise. No timing assertions: every wait is for a state, bounded.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sextant } from '../../sdk/src/index';
import { checkedFetch } from '../lib/contract.js';
import { ROOT } from '../../src/db/connect.js';
import { freePort } from '../../src/db/embedded.js';
import { createDb } from '../../src/db/knex.js';
import { startFleet, type Fleet } from '../../src/cli/fleet/fleet.js';
import { HOW_TO_INSTALL, haproxyObtainable } from '../../src/cli/fleet/haproxy.js';
import { PG_PACKAGE, postgres15Obtainable } from '../../src/cli/fleet/postgres.js';
import { OrgService } from '../../src/services/orgs.js';

const METRICS_TOKEN = 'replica-test-metrics';
const available = haproxyObtainable() && postgres15Obtainable();
if (!available) console.warn(`replica fleet tests skipped: ${HOW_TO_INSTALL} It also needs Debian's ${PG_PACKAGE}.`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(check: () => Promise<T | undefined | false>, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await sleep(150);
  }
}

let fleet: Fleet;
let dir: string;
let owner: Knex;
let standby: pg.Client;
let apiKey: string;

/** A search through the balancer: `sdk` (echoing its token) or a plain client without one; hits' ids and where it ran. */
async function search(client: Sextant, query: string): Promise<{ ids: string[]; readFrom: string | undefined }> {
  const res = await client.platform.searchEntities({ query, types: 'task' });
  return { ids: (res.data ?? []).map((h) => h.id), readFrom: res.meta.readFrom };
}

describe.skipIf(!available)('a fleet reading heavy operations from a streaming replica', () => {
  beforeAll(async () => {
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'replica-'));
    const [port, ...instancePorts] = await Promise.all([0, 1, 2].map(() => freePort()));
    fleet = await startFleet({
      instances: 2,
      port,
      instancePorts,
      dataDir: dir,
      databaseUrl: '', // the fleet's own Postgres 15 and replica, whatever DATABASE_URL the suite runs with
      env: { SEXTANT_METRICS_TOKEN: METRICS_TOKEN, SEXTANT_REPLICA_SAMPLE_MS: '250', SEXTANT_S3_BUCKET: '', LOG_LEVEL: 'info', SEXTANT_WORKER: '0' },
    });
    expect(fleet.replicaUrl).toBeTruthy();
    owner = createDb(fleet.databaseUrl, { min: 0, max: 2 });
    apiKey = (await new OrgService(owner).createOrg('Replica readers')).apiKey;
    standby = new pg.Client({ connectionString: fleet.replicaUrl });
    await standby.connect();
  }, 120_000);

  afterAll(async () => {
    await standby?.end().catch(() => {});
    await owner?.destroy();
    await fleet?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a write then a read at once: the read sees the write, from the primary while the replica lags, from the replica once caught up', async () => {
    const sdk = new Sextant({ baseUrl: fleet.url, apiKey, fetch: checkedFetch, retry: false });
    const plain = new Sextant({ baseUrl: fleet.url, apiKey, fetch: checkedFetch, retry: false }); // writes nothing: no token
    // Both instances have sampled the replica: reads without a token go there.
    await until(
      async () => (await Promise.all([search(plain, 'warmup'), search(plain, 'warmup')])).every((r) => r.readFrom === 'replica'),
      'the replica to serve reads',
    );

    await standby.query('SELECT pg_wal_replay_pause()');
    await until(async () => (await standby.query(`SELECT pg_get_wal_replay_pause_state() AS s`)).rows[0].s === 'paused', 'replay to pause');
    const word = `quokka${randomUUID().slice(0, 8)}`;
    const task = (await sdk.tasks.create({ title: `Replica ${word}` })).data;

    // Twice, so both instances (round robin) answer: each sends the read to the primary, where the write is.
    for (let i = 0; i < 2; i++) expect(await search(sdk, word)).toEqual({ ids: [task.id], readFrom: 'primary' });
    // Without the token, the replica serves the read, and has not replayed the write.
    for (let i = 0; i < 2; i++) expect(await search(plain, word)).toEqual({ ids: [], readFrom: 'replica' });

    // A batch's writes too: the batch answers one token for its entries, and a fresh client's next read sees them.
    const batcher = new Sextant({ baseUrl: fleet.url, apiKey, fetch: checkedFetch, retry: false });
    const batchWord = `echidna${randomUUID().slice(0, 8)}`;
    await batcher.platform.runBatch({ operations: [{ id: 't', method: 'POST', path: '/api/v1/tasks', body: { title: `Batch ${batchWord}` } }] });
    const batched = await search(batcher, batchWord);
    expect({ found: batched.ids.length, readFrom: batched.readFrom }).toEqual({ found: 1, readFrom: 'primary' });

    await standby.query('SELECT pg_wal_replay_resume()');
    const caughtUp = await until(async () => {
      const r = await search(sdk, word);
      expect(r.ids).toEqual([task.id]); // on whichever side, the write is always seen
      return r.readFrom === 'replica' && r;
    }, 'the token-carrying read to go to the replica');
    expect(caughtUp).toEqual({ ids: [task.id], readFrom: 'replica' });
    expect(await search(plain, word)).toEqual({ ids: [task.id], readFrom: 'replica' });
  });

  it('the pattern board stores new clusters as it reads: the replica refuses that write, so the primary serves it; once stored, the replica does', async () => {
    const sdk = new Sextant({ baseUrl: fleet.url, apiKey, fetch: checkedFetch, retry: false });
    const plain = new Sextant({ baseUrl: fleet.url, apiKey, fetch: checkedFetch, retry: false });
    const word = `platypus${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (const verbatim of [`Exporting the ${word} report to CSV fails`, `Exporting the ${word} reports to CSV fails`])
      ids.push((await sdk.insights.create({ verbatim, source: 'interview', stakeholderUserId: 'me' })).data.id);
    const onStandby = async (sql: string) => Number((await standby.query(sql, [ids])).rows[0].n);
    // The replica has the insights, not yet a pattern of them: reading the board there would have to store one.
    await until(
      async () => (await onStandby('SELECT count(*)::int AS n FROM insights WHERE id = ANY($1::uuid[])')) === 2,
      'the replica to replay the insights',
    );
    const members = (board: { patterns: { id: string; insightIds: string[] }[] }) => board.patterns.find((p) => ids.every((id) => p.insightIds.includes(id)));
    const first = await plain.insights.getPatterns();
    expect(first.meta.readFrom).toBe('primary');
    const pattern = members(first.data);
    expect(pattern).toBeDefined();
    // Once the pattern has replayed, the same read writes nothing and the replica serves it, with the same id.
    await until(
      async () => (await onStandby('SELECT count(DISTINCT insight_id)::int AS n FROM insight_pattern_members WHERE insight_id = ANY($1::uuid[])')) === 2,
      'the replica to replay the pattern',
    );
    const again = await plain.insights.getPatterns();
    expect({ readFrom: again.meta.readFrom, id: members(again.data)?.id }).toEqual({ readFrom: 'replica', id: pattern!.id });
  });

  it('the replica lag and the reads by where they ran are in /metrics', async () => {
    const text = await (await fetch(`http://127.0.0.1:${fleet.instances[0].port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('sextant_db_replica_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(value('sextant_db_replica_lag_seconds'))).toBe(true);
    expect(value('sextant_db_replica_lag_bytes')).toBeGreaterThanOrEqual(0);
    expect(value('sextant_db_replica_usable')).toBe(1);
    expect(text).toMatch(/^sextant_db_replica_reads_total\{read_from="replica"\} [1-9]/m);
    expect(text).toMatch(/^sextant_db_replica_reads_total\{read_from="primary"\} [1-9]/m);
    expect(text).toMatch(/^sextant_db_pool_max\{pool="replica"\} \d+/m);
  });

  it('the replica stopped: reads still answer 2xx, from the primary, and every instance stays ready', async () => {
    const sdk = new Sextant({ baseUrl: fleet.url, apiKey, fetch: checkedFetch, retry: false });
    const word = `wombat${randomUUID().slice(0, 8)}`;
    const task = (await sdk.tasks.create({ title: `Down ${word}` })).data;
    await standby.end();
    await fleet.clusters!.replica!.stop();
    // At once (the instances still think it up: their reads fail there and run again on the primary) and after.
    for (let i = 0; i < 6; i++) {
      expect(await search(sdk, word)).toEqual({ ids: [task.id], readFrom: 'primary' });
      const plain = new Sextant({ baseUrl: fleet.url, apiKey, fetch: checkedFetch, retry: false });
      expect((await search(plain, word)).readFrom).toBe('primary');
    }
    for (const x of fleet.instances) expect((await fetch(`http://127.0.0.1:${x.port}/readyz`)).status).toBe(200);
    const usable = async () =>
      (await (await fetch(`http://127.0.0.1:${fleet.instances[1].port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()).match(
        /^sextant_db_replica_usable (\d)$/m,
      )?.[1];
    await until(async () => (await usable()) === '0', 'the instance to take the replica for gone');
  });
});
