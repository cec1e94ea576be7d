/**
 * One suite, two targets, for integrations (spec 2 §4.19, §6.4): list the org's
 * integrations, read one, read its ledger with the direction and status filters and paging — through the generated
 * SDK. Every response is validated against the OpenAPI document (checkedFetch) on both the Prism mock and the real
 * server; behaviour is asserted on the real server only, where this file registers its own GitHub integration in org
 * A (as the admin CLI's integration:create does, with the server's secret key) and sends it a signed `ping`. The
 * GitHub behaviour itself (pull requests, signatures, dedup, moves) is contract-tests/integrations/github.live.test.ts. The last
 * test fails when an operationId of the tag integrations was never exercised.
 */
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { checkedFetch, exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';
import { createDb } from '../../src/db/knex.js';
import { loadSecretKey } from '../../src/storage/secretKey.js';
import { Keyring } from '../../src/storage/keyring.js';
import { IntegrationService } from '../../src/services/integrations.js';
import { githubSignature } from '../../src/integrations/github.js';

const { baseUrl, adminKey, engineerKey, databaseUrl, filesDir, live, onLive } = suiteFixtures();

/** The integration this file reads: its own GitHub integration on live, any UUID on the mock. */
let integrationId: string = randomUUID();
let secret = '';
const db = live ? createDb(databaseUrl, { min: 0, max: 1 }) : undefined;

beforeAll(async () => {
  sdk.configure({ baseUrl, apiKey: adminKey, fetch: checkedFetch });
  if (!live) return;
  const orgId = expectStatus(await sdk.getViewer(), 200).data.data!.orgId;
  // The live server's key file (contract-tests/setup/live.ts): what integration:create would encrypt with.
  const service = new IntegrationService(db!, await Keyring.load(db!, loadSecretKey(join(dirname(filesDir), 'secret.key'))), () => baseUrl);
  const made = await service.createGithub(orgId, { name: `Suite GitHub ${Date.now().toString(36)}` });
  integrationId = made.id;
  secret = made.webhookSecret;
  const body = JSON.stringify({ zen: 'Keep it logically awesome.', hook_id: 42 });
  const res = await fetch(made.webhookUrl!, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'ping',
      'x-github-delivery': randomUUID(),
      'x-hub-signature-256': githubSignature(secret, body),
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(async () => {
  await db?.destroy();
});

describe('integrations over the SDK (spec 2 §4.19, §6.4)', () => {
  it("list: the org's integrations, oldest first, credentials never shown", async () => {
    const listed = expectStatus(await sdk.listIntegrations({ limit: 200 }), 200);
    onLive(() => {
      const mine = listed.data.data!.find((i) => i.id === integrationId);
      expect(mine).toMatchObject({ kind: 'github', status: 'active', config: { onOpened: 'in_progress', onMerged: 'completed' } });
      expect(mine!.webhookUrl).toBe(`${new URL(mine!.webhookUrl!).origin}/api/integrations/github/${integrationId}/webhook`);
      const text = JSON.stringify(listed.data);
      expect(text).not.toContain(secret);
      expect(text).not.toMatch(/secret|ciphertext/i);
      const times = listed.data.data!.map((i) => i.createdAt);
      expect([...times].sort()).toEqual(times);
    });
    const page = expectStatus(await sdk.listIntegrations({ limit: 1 }), 200);
    onLive(() => expect(page.data.data).toHaveLength(1));
  });

  it('get: one integration with its webhook URL, and its ledger offered', async () => {
    const got = expectStatus(await sdk.getIntegration(integrationId), 200);
    onLive(() => {
      expect(got.data.data).toMatchObject({
        id: integrationId,
        kind: 'github',
        status: 'active',
        webhookUrl: expect.stringMatching(/^https?:\/\/.+\/webhook$/),
      });
      expect(got.data.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'events']);
      expect(JSON.stringify(got.data)).not.toContain(secret);
    });
    if (live) {
      expectStatus(await sdk.getIntegration(randomUUID()), 404);
      // integration:read is pm and above
      expectStatus(await sdk.getIntegration(integrationId, { headers: { authorization: `Bearer ${engineerKey}` } }), 403);
    }
  });

  it('events: the ledger newest first, filtered by direction and status, paged; summaries, never payloads', async () => {
    const events = expectStatus(await sdk.listIntegrationEvents(integrationId, { limit: 50 }), 200);
    onLive(() => {
      expect(events.data.data).toEqual([
        expect.objectContaining({
          integrationId,
          direction: 'inbound',
          kind: 'ping',
          status: 'processed',
          attemptCount: 1,
          lastError: null,
          summary: { ping: true, hookId: 42 },
          finishedAt: expect.any(String),
          durationMs: expect.any(Number),
        }),
      ]);
      expect(JSON.stringify(events.data)).not.toContain('logically awesome');
      expect(events.data.actions.map((a) => a.rel)).toEqual(['integration']);
    });
    const inbound = expectStatus(await sdk.listIntegrationEvents(integrationId, { direction: 'inbound', status: 'processed', limit: 1 }), 200);
    onLive(() => expect(inbound.data.data).toHaveLength(1));
    const outbound = expectStatus(await sdk.listIntegrationEvents(integrationId, { direction: 'outbound' }), 200);
    onLive(() => expect(outbound.data.data).toEqual([]));
    const failed = expectStatus(await sdk.listIntegrationEvents(integrationId, { status: 'failed' }), 200);
    onLive(() => expect(failed.data.data).toEqual([]));
    if (live) {
      expectStatus(await sdk.listIntegrationEvents(randomUUID()), 404);
      expectStatus(await sdk.listIntegrationEvents(integrationId, { direction: 'sideways' as 'inbound' }), 400);
    }
  });

  it("the tag integrations is this file's", () => {
    expect(splitProblems().filter((p) => /integrations/.test(p))).toEqual([]);
    expect(suiteTags['integrations/integrations.test.ts']).toEqual(['integrations']);
  });

  it('exercises every operationId of the tag integrations (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toHaveLength(3);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['integrations']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
