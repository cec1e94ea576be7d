/**
 * Webhook delivery with other server instances on a database of their own (spec 2 §6.2, §6.3): loopback refused
 * without SEXTANT_WEBHOOK_ALLOW_PRIVATE (IP literal and name: recorded as failed attempts naming the refused address,
 * nothing reaching the receiver), and exactly-once attempts with two server instances
 * sharing one database. Delivery from the in-process server: webhooks-delivery.live.test.ts.
 */
import { freshDatabase, type FreshDatabase } from '../lib/databases.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { startInstance, stopAll } from '../lib/processes.js';
import { Sextant } from '../../sdk/src/index';
import { checkedFetch } from '../lib/contract.js';
import { createDb } from '../../src/db/knex.js';
import { ROOT } from '../../src/db/connect.js';
import { OrgService } from '../../src/services/orgs.js';
import { useWebhooksOrg, tls, uniq, receiver, secretOf, until, useReceiver } from './_setup.js';

useWebhooksOrg();
useReceiver();

describe('other server instances (own database)', () => {
  let database: FreshDatabase;
  let freshUrl: string;
  let dir: string;
  let env: Record<string, string>;
  let fresh: Knex;

  beforeAll(async () => {
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'webhooks-'));
    database = await freshDatabase('wh');
    freshUrl = database.url;
    fresh = createDb(freshUrl, { min: 0, max: 2 });
    env = {
      SEXTANT_SECRET_KEY: randomBytes(32).toString('hex'),
      SEXTANT_FILES_DIR: join(dir, 'files'),
      SEXTANT_DATA_DIR: join(dir, 'data'),
      SEXTANT_S3_BUCKET: '',
      NODE_EXTRA_CA_CERTS: tls!.caPath,
      SEXTANT_WEBHOOK_RETRY_SCALE: '0.002',
      SEXTANT_WEBHOOK_ALLOW_PRIVATE: '',
      SEXTANT_RATE_LIMIT: '100000',
      LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    await stopAll();
    await fresh?.destroy();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The typed client of another instance (throws on any non-2xx answer; no retries, so each call is one request). */
  const at = (base: string, key: string) => new Sextant({ baseUrl: base, apiKey: key, fetch: checkedFetch, retry: false });

  it('without SEXTANT_WEBHOOK_ALLOW_PRIVATE, loopback is refused (IP literal and name) and recorded; nothing is sent', async () => {
    const instance = await startInstance(freshUrl, env);
    try {
      const o = await new OrgService(fresh).createOrg('SSRF org');
      const call = at(instance.base, o.apiKey);
      const subs = [];
      for (const [path, host] of [
        ['/ssrf-ip', '127.0.0.1'],
        ['/ssrf-name', 'localhost'],
      ]) {
        subs.push((await call.webhooks.createSubscription({ url: receiver.url(path, host), eventTypes: ['vision.created'], secret: secretOf() })).data);
      }
      await call.visions.create({ name: `Vision ${uniq()}`, narrative: 'Refused' });
      const rows = await Promise.all(
        subs.map((s) =>
          until(async () => {
            const [d] = (await call.webhooks.listDeliveries(s.id)).data ?? [];
            return d && d.attemptCount >= 1 && d.lastError ? d : undefined;
          }, `a recorded attempt for ${s.url}`),
        ),
      );
      expect(rows[0].lastError).toBe('refused non-public address 127.0.0.1');
      expect(rows[1].lastError).toMatch(/^refused non-public address (127\.0\.0\.1|::1)$/);
      for (const d of rows) {
        expect(['retrying', 'failed']).toContain(d.status);
        expect(d.lastStatusCode).toBeNull();
      }
      expect(receiver.at('/ssrf-ip')).toEqual([]);
      expect(receiver.at('/ssrf-name')).toEqual([]);
      // stop its retries before the next instances share this database
      for (const s of subs) await call.webhooks.deleteSubscription(s.id);
    } finally {
      await stopAll();
    }
  });

  it('two instances on one database: every attempt is sent exactly once', async () => {
    const allow = { ...env, SEXTANT_WEBHOOK_ALLOW_PRIVATE: '1' };
    const one = await startInstance(freshUrl, allow);
    const two = await startInstance(freshUrl, allow);
    const o = await new OrgService(fresh).createOrg('Two instances org');
    const [c1, c2] = [at(one.base, o.apiKey), at(two.base, o.apiKey)];
    const sub = (await c1.webhooks.createSubscription({ url: receiver.url('/multi'), eventTypes: ['tag.created'], secret: secretOf() })).data;
    receiver.answer('/multi', Array(10).fill(500), 200); // ten failures on the way: retries run on either instance
    const N = 50;
    await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? c1 : c2).tags.create({ name: `multi-${i}-${uniq()}` })));
    await until(
      async () => {
        const { rows } = await fresh.raw(`SELECT count(*)::int AS n FROM integration_events WHERE subscription_id = ? AND status = 'succeeded'`, [sub.id]);
        return rows[0].n === N;
      },
      `${N} deliveries to succeed`,
      45_000,
    );
    const hits = receiver.at('/multi');
    const ledger: { id: string; attempt_count: number }[] = await fresh('integration_events').select('id', 'attempt_count').where({ subscription_id: sub.id });
    expect(ledger).toHaveLength(N);
    const seen = new Map<string, number>();
    for (const h of hits) seen.set(h.headers['sextant-delivery-id'] as string, (seen.get(h.headers['sextant-delivery-id'] as string) ?? 0) + 1);
    // each delivery reached the receiver as many times as the ledger counts attempts: no attempt sent twice
    for (const d of ledger) expect(seen.get(d.id) ?? 0, `delivery ${d.id}`).toBe(d.attempt_count);
    expect(hits).toHaveLength(N + 10);
    expect(hits.filter((h) => h.status === 200)).toHaveLength(N);
    expect(new Set(hits.filter((h) => h.status === 200).map((h) => h.headers['sextant-event-id'])).size).toBe(N);
    expect(ledger.reduce((a, d) => a + d.attempt_count, 0)).toBe(N + 10);
  });
});
