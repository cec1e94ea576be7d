/**
 * Webhook subscriptions on the real server (spec 2 §4.14, §6.1–§6.4): validation (https only, no
 * credentials in the URL, event types from the catalog with did-you-mean, a write-once secret, unknown fields), the
 * secret (generated and returned once, never again over REST or MCP, stored encrypted with the subscription id as
 * AAD: read from the row and decrypted with the server's key), Idempotency-Key replay of a create (the same body, one
 * secret), list, get and update, capabilities (only admins hold webhook:*), tenancy and the tools over MCP. The test
 * event, the delivery ledger, deactivation, deletion and retention: webhooks-ledger.live.test.ts.
 *
 * Nothing here depends on an attempt being made: URLs point at https://<name>.example.invalid (never resolves), the
 * rows asserted are the ones the API writes or this file inserts (pending deliveries queued an hour ahead, so the
 * delivery job cannot touch them first). Attempts, signatures and retries are contract-tests/webhooks/webhooks*.live.test.ts
 * of the delivery engine.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { CreateWebhookSubscriptionBody, ErrorEnvelope, WebhookDelivery, WebhookSubscription, WebhookTestResult } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, envelope, must, ok, raw, refusedBy } from '../lib/sdkAs.js';
import { Keyring } from '../../src/storage/keyring.js';
import { useWebhooksOrg, otherOrgKey, db, serverKey, org, admin, adminId, uniq, url, BASE, make, insertDelivery } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

/** The live server's keyring (its data keys, wrapped under the server key). */
const keyring = () => Keyring.load(db, serverKey());

useWebhooksOrg();

const create = (key: string, body: CreateWebhookSubscriptionBody, idempotencyKey?: string) =>
  sdk.createWebhookSubscription(body, idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined, as(key));
const update = (id: string, body: sdk.UpdateWebhookSubscriptionBody) => sdk.updateWebhookSubscription(id, body, undefined, as(admin));
/** A create the SDK's types refuse (an event type not in the catalog, a missing or unknown field): raw HTTP. */
const createRaw = (body: Record<string, unknown>) => raw<ErrorEnvelope>(admin, 'POST', BASE, body);

describe('validation (spec 2 §4.14)', () => {
  it("a non-https URL is 400 naming body.url (the document's own pattern: Prism and the server agree)", async () => {
    const err = refusedBy(await create(admin, { url: 'http://hooks.example.com/in', eventTypes: ['*'] }), 400, 'VALIDATION_FAILED', 'body.url');
    expect(err.details?.[0].message).toMatch(/must be an https:\/\/ URL without credentials/);
    expect(err.suggestion).toMatch(/https:\/\//);
    refusedBy(await create(admin, { url: 'ftp://hooks.example.com/in', eventTypes: ['*'] }), 400, 'VALIDATION_FAILED', 'body.url');
    refusedBy(await create(admin, { url: 'not a url', eventTypes: ['*'] }), 400, 'VALIDATION_FAILED', 'body.url');
    // the same rule on PATCH
    const s = await make();
    refusedBy(await update(s.id, { url: 'http://hooks.example.com/in' }), 400, 'VALIDATION_FAILED', 'body.url');
  });

  it('credentials in the URL are 400, the fix naming the URL without them', async () => {
    const err = refusedBy(await create(admin, { url: 'https://bob:hunter2@hooks.example.com/in', eventTypes: ['*'] }), 400, 'VALIDATION_FAILED', 'body.url');
    expect(err.details?.[0].message).toMatch(/user name or password/);
    expect(err.suggestion).toContain('https://hooks.example.com/in');
    expect(JSON.stringify(err)).not.toContain('hunter2');
    refusedBy(await create(admin, { url: 'https://token@hooks.example.com/in', eventTypes: ['*'] }), 400, 'VALIDATION_FAILED', 'body.url');
  });

  it('private and loopback hosts are accepted at create (the address is checked at delivery time)', async () => {
    const s = await make({ url: 'https://127.0.0.1:8443/hook' });
    expect(s.url).toBe('https://127.0.0.1:8443/hook');
  });

  it('an unknown event type is 400 naming the item and suggesting the closest, without spelling out the whole catalog', async () => {
    const err = refusedBy(await createRaw({ url: url(), eventTypes: ['task.created', 'task.status_change'] }), 400, 'VALIDATION_FAILED', 'body.eventTypes.1');
    expect(err.details?.[0].message).toContain('did you mean task.status_changed?');
    expect(err.details?.[0].message).toContain('139 allowed values');
    expect(err.suggestion).toContain('task.status_changed');
    expect(JSON.stringify(err).length).toBeLessThan(1500);
    // No close match: a few examples and where the full list is.
    const far = refusedBy(await createRaw({ url: url(), eventTypes: ['zzzzzzzzzzzz'] }), 400, 'VALIDATION_FAILED', 'body.eventTypes.0');
    expect(far.suggestion).toMatch(/e\.g\. vision\.created, vision\.updated/);
    refusedBy(await create(admin, { url: url(), eventTypes: [] }), 400, 'VALIDATION_FAILED', 'body.eventTypes');
    refusedBy(await createRaw({ url: url() }), 400, 'VALIDATION_FAILED', 'body.eventTypes');
    const s = await make();
    // an event type not in the catalog: raw HTTP, the SDK's types do not let it be sent
    refusedBy(
      await raw<ErrorEnvelope>(admin, 'PATCH', `${BASE}/${s.id}`, { eventTypes: ['opportunity.state_change'] }),
      400,
      'VALIDATION_FAILED',
      'body.eventTypes.0',
    );
    // '*' and catalog names are accepted
    expect((await make({ eventTypes: ['*'] })).eventTypes).toEqual(['*']);
  });

  it('an unknown field is 400 with did-you-mean; a short secret is 400', async () => {
    const err = refusedBy(await createRaw({ url: url(), eventTypes: ['*'], secrett: 'x'.repeat(30) }), 400, 'VALIDATION_FAILED', 'body.secrett');
    expect(err.details?.[0].message).toContain('did you mean body.secret?');
    refusedBy(await create(admin, { url: url(), eventTypes: ['*'], secret: 'short' }), 400, 'VALIDATION_FAILED', 'body.secret');
  });

  it('secret on PATCH is 400 "cannot be changed" with the rotation as the fix; nothing changes', async () => {
    const s = await make();
    const err = refusedBy(await update(s.id, { secret: 'whsec_new-secret-of-enough-length', description: 'x' }), 400, 'VALIDATION_FAILED', 'body.secret');
    expect(err.details?.[0].message).toMatch(/cannot be changed/);
    expect(err.suggestion).toMatch(/create a new subscription/i);
    expect(err.suggestion).toMatch(/delete this one/);
    expect(ok(await sdk.getWebhookSubscription(s.id, as(admin))).description).toBe('');
  });
});

describe('the secret: write-once, returned once, stored encrypted (spec 2 §6.1)', () => {
  it('generated when not sent: returned in the 201 only, never by get, list or update; the row holds only its ciphertext', async () => {
    const created = ok(await create(admin, { url: url(), eventTypes: ['task.status_changed'], description: 'CI hook' }), 201);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      eventTypes: ['task.status_changed'],
      description: 'CI hook',
      active: true,
      disabledReason: null,
      failingSince: null,
      createdById: adminId,
    });
    const secret = created.secret as string; // asserted just above
    const got = envelope(await sdk.getWebhookSubscription(created.id, as(admin)));
    const { secret: _s, ...withoutSecret } = created;
    expect(got.data).toEqual(withoutSecret);
    const listed = envelope(await sdk.listWebhookSubscriptions({ limit: 200 }, as(admin)));
    const updated = envelope(await update(created.id, { description: 'CI hook 2' }));
    for (const body of [got, listed, updated]) {
      expect(JSON.stringify(body)).not.toContain(secret);
      expect(JSON.stringify(body.data)).not.toMatch(/"secret"/);
    }

    const row = await db('webhook_subscriptions').where({ id: created.id }).first();
    // Under the keyring's data key (src/storage/keyring.ts): v2:<key id>:<base64>.
    expect(row.secret_ciphertext).toMatch(/^v2:[\w-]+:/);
    expect(row.secret_ciphertext).not.toContain(secret);
    expect(Buffer.from(row.secret_ciphertext.split(':')[2], 'base64').toString('latin1')).not.toContain(secret.slice(6));
    expect(await (await keyring()).decrypt(row.secret_ciphertext, created.id)).toBe(secret);
    // the id is the AAD: the ciphertext does not decrypt for another row
    await expect((await keyring()).decrypt(row.secret_ciphertext, randomUUID())).rejects.toThrow();
    expect(row.created_by_user_id).toBe(adminId);
  });

  it('sent: never returned, not even in the 201; stored encrypted and decrypting to what was sent', async () => {
    const mine = `my-own-signing-secret-${uniq()}`;
    const r = envelope(await create(admin, { url: url(), eventTypes: ['*'], secret: mine }), 201);
    expect(r.data).not.toHaveProperty('secret');
    expect(JSON.stringify(r)).not.toContain(mine);
    const row = await db('webhook_subscriptions').where({ id: r.data.id }).first();
    expect(row.secret_ciphertext).not.toContain(mine);
    expect(await (await keyring()).decrypt(row.secret_ciphertext, r.data.id)).toBe(mine);
  });

  it('an Idempotency-Key replay of a create returns the same body (the same secret) and creates nothing more', async () => {
    const key = randomUUID();
    const body: CreateWebhookSubscriptionBody = { url: url(), eventTypes: ['task.created'] };
    const firstReply = await create(admin, body, key);
    const againReply = await create(admin, body, key);
    const first = { body: envelope(firstReply, 201) };
    const again = { body: envelope(againReply, 201) };
    expect(againReply.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.data.secret).toBe(first.body.data.secret);
    const rows = await db('webhook_subscriptions').where({ org_id: org.orgId, url: body.url });
    expect(rows).toHaveLength(1);
    expect(await (await keyring()).decrypt(rows[0].secret_ciphertext, rows[0].id)).toBe(first.body.data.secret);
    // The stored response the replay came from holds the secret sealed, never in plaintext (src/platform/idempotency.ts).
    const record = await db('idempotency_records').where({ org_id: org.orgId, key }).first();
    expect(record.response_text).not.toContain(first.body.data.secret);
    expect(JSON.parse(record.response_text).data.secret).toEqual({ $sealed: expect.stringMatching(/^v2:[\w-]+:/) });
  });

  it("creating a subscription creates the org's one built-in webhooks integration", async () => {
    const fresh = await newOrg('Webhooks integration org');
    expect(await db('integrations').where({ org_id: fresh.orgId })).toEqual([]);
    ok(await create(fresh.apiKey, { url: url(), eventTypes: ['*'] }), 201);
    ok(await create(fresh.apiKey, { url: url(), eventTypes: ['*'] }), 201);
    const rows: { kind: string; status: string }[] = await db('integrations').where({ org_id: fresh.orgId });
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['webhooks', 'active']]);
  });
});

describe('list, get, update (spec 2 §4.14)', () => {
  it('lists oldest first, filters on active, pages with a cursor', async () => {
    const fresh = await newOrg('Webhooks list org');
    const key = fresh.apiKey;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(ok(await create(key, { url: url(), eventTypes: ['*'], active: i !== 1 }), 201));
    const ids = async (params?: sdk.ListWebhookSubscriptionsParams) => must(await sdk.listWebhookSubscriptions(params, as(key))).map((s) => s.id);
    expect(await ids()).toEqual(made.map((s) => s.id));
    expect(await ids({ active: true })).toEqual([made[0].id, made[2].id]);
    expect(await ids({ active: false })).toEqual([made[1].id]);
    const page = envelope(await sdk.listWebhookSubscriptions({ limit: 2 }, as(key)));
    expect(page.data.map((s) => s.id)).toEqual([made[0].id, made[1].id]);
    expect(page.pagination.hasMore).toBe(true);
    const next = page.actions.find((a) => a.rel === 'next')!;
    // the next action's href is followed as a client follows a link (raw HTTP)
    const rest = await raw<{ data: WebhookSubscription[] }>(key, 'GET', next.href!);
    expect(rest.status, JSON.stringify(rest.data)).toBeLessThan(300);
    expect(rest.data.data.map((s) => s.id)).toEqual([made[2].id]);
    // a value that is not a boolean: raw HTTP, the SDK's types do not let it be sent
    refusedBy(await raw<ErrorEnvelope>(key, 'GET', `${BASE}?active=maybe`), 400, 'VALIDATION_FAILED', 'query.active');
  });

  it('update changes url, eventTypes, description; actions follow the state', async () => {
    const s = await make();
    const newUrl = url();
    const r = envelope(await update(s.id, { url: newUrl, eventTypes: ['task.created', 'task.status_changed'], description: 'Build bot' }));
    expect(r.data).toMatchObject({ id: s.id, url: newUrl, eventTypes: ['task.created', 'task.status_changed'], description: 'Build bot', active: true });
    expect(Date.parse(r.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(s.updatedAt));
    expect(r.actions.map((a) => a.rel ?? a.name)).toEqual([
      'self',
      'deliveries',
      'testWebhookSubscription',
      'updateWebhookSubscription',
      'deleteWebhookSubscription',
    ]);
    expect(r.actions.find((a) => a.name === 'updateWebhookSubscription')?.body).toEqual({ active: false });
    const paused = envelope(await update(s.id, { active: false }));
    expect(paused.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'deliveries', 'updateWebhookSubscription', 'deleteWebhookSubscription']);
    expect(paused.actions.find((a) => a.name === 'updateWebhookSubscription')?.body).toEqual({ active: true });
    refusedBy(await update(s.id, {}), 400, 'VALIDATION_FAILED');
    refusedBy(await sdk.getWebhookSubscription(randomUUID(), as(admin)), 404, 'NOT_FOUND', 'path.id');
    refusedBy(await sdk.getWebhookSubscription('not-a-uuid', as(admin)), 400, 'VALIDATION_FAILED', 'path.id');
  });

  it("active true clears disabledReason and failingSince set by the server's deactivation", async () => {
    const s = await make();
    await db('webhook_subscriptions')
      .where({ id: s.id })
      .update({
        active: false,
        disabled_reason: 'Deliveries failed for 3 days',
        failing_since: db.raw("now() - interval '3 days'"),
      });
    const off = ok(await sdk.getWebhookSubscription(s.id, as(admin)));
    expect(off).toMatchObject({ active: false, disabledReason: 'Deliveries failed for 3 days' });
    expect(off.failingSince).not.toBeNull();
    const err = refusedBy(await sdk.testWebhookSubscription(s.id, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION');
    expect(err.suggestion).toMatch(/"active": true/);
    expect(err.suggestion).toContain('Deliveries failed for 3 days');
    expect(ok(await update(s.id, { active: true }))).toMatchObject({ active: true, disabledReason: null, failingSince: null });
    // sent to an active subscription that is failing, active true changes nothing: its failures keep counting
    await db('webhook_subscriptions')
      .where({ id: s.id })
      .update({ failing_since: db.raw("now() - interval '2 days'") });
    const still = ok(await update(s.id, { active: true, description: 'form re-sent' }));
    expect(still).toMatchObject({ active: true, description: 'form re-sent' });
    expect(Date.now() - Date.parse(still.failingSince ?? '')).toBeGreaterThan(47 * 3_600_000);
    // active false by a caller on a server-deactivated subscription keeps the server's reason
    await db('webhook_subscriptions').where({ id: s.id }).update({ active: false, disabled_reason: 'Deliveries failed for 3 days' });
    expect(ok(await update(s.id, { active: false }))).toMatchObject({ active: false, disabledReason: 'Deliveries failed for 3 days' });
  });
});

describe('capabilities and tenancy', () => {
  it('only admins hold webhook:*: an engineer (and a pm) gets 403 for every operation', async () => {
    const s = await make();
    const d = await insertDelivery(s.id, 'failed');
    const eng = as(org.engineerKey);
    for (const [method, path, send] of [
      ['GET', BASE, () => sdk.listWebhookSubscriptions(undefined, eng)],
      ['POST', BASE, () => sdk.createWebhookSubscription({ url: url(), eventTypes: ['*'] }, undefined, eng)],
      ['GET', `${BASE}/${s.id}`, () => sdk.getWebhookSubscription(s.id, eng)],
      ['PATCH', `${BASE}/${s.id}`, () => sdk.updateWebhookSubscription(s.id, { description: 'x' }, undefined, eng)],
      ['DELETE', `${BASE}/${s.id}`, () => sdk.deleteWebhookSubscription(s.id, undefined, eng)],
      ['POST', `${BASE}/${s.id}/test`, () => sdk.testWebhookSubscription(s.id, undefined, eng)],
      ['GET', `${BASE}/${s.id}/deliveries`, () => sdk.listWebhookDeliveries(s.id, undefined, eng)],
      ['POST', `${BASE}/${s.id}/deliveries/${d.id}/redeliver`, () => sdk.redeliverWebhookDelivery(s.id, d.id, undefined, eng)],
    ] as const) {
      const err = refusedBy(await send(), 403, 'FORBIDDEN');
      expect(err.message, `${method} ${path}`).toMatch(/webhook:(read|create|update|delete)/);
      // the suggestion says who holds it, so a pm knows no key of theirs will do
      expect(err.suggestion, `${method} ${path}`).toContain('(held by the admin role)');
    }
    expect(ok(await sdk.getWebhookSubscription(s.id, as(admin))).description).toBe('');
  });

  it("another org's subscription is 404 for every operation, and its list is empty of it", async () => {
    const s = await make();
    const d = await insertDelivery(s.id, 'failed');
    const other = as(otherOrgKey);
    for (const [method, path, send] of [
      ['GET', `${BASE}/${s.id}`, () => sdk.getWebhookSubscription(s.id, other)],
      ['PATCH', `${BASE}/${s.id}`, () => sdk.updateWebhookSubscription(s.id, { description: 'x' }, undefined, other)],
      ['DELETE', `${BASE}/${s.id}`, () => sdk.deleteWebhookSubscription(s.id, undefined, other)],
      ['POST', `${BASE}/${s.id}/test`, () => sdk.testWebhookSubscription(s.id, undefined, other)],
      ['GET', `${BASE}/${s.id}/deliveries`, () => sdk.listWebhookDeliveries(s.id, undefined, other)],
      ['POST', `${BASE}/${s.id}/deliveries/${d.id}/redeliver`, () => sdk.redeliverWebhookDelivery(s.id, d.id, undefined, other)],
    ] as const) {
      const err = refusedBy(await send(), 404, 'NOT_FOUND', 'path.id');
      expect(err.suggestion, `${method} ${path}`).toContain('/api/v1/webhook-subscriptions');
    }
    expect((await allOf((cursor) => sdk.listWebhookSubscriptions({ cursor, limit: 200 }, other))).map((x) => x.id)).not.toContain(s.id);
    expect(ok(await sdk.getWebhookSubscription(s.id, as(admin)))).toMatchObject({ id: s.id, description: '', active: true });
  });
});

describe('MCP (spec 2 §4.21): the webhooks toolset', () => {
  const sessions: Client[] = [];
  const connect = async (key: string, query = '') => {
    const c = await mcpAs(key, query);
    sessions.push(c);
    return c;
  };
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('the tools come with the webhooks toolset only', async () => {
    const names = (await (await connect(org.apiKey)).listTools()).tools.map((t) => t.name);
    expect(names.filter((t) => t.includes('webhook'))).toEqual([]);
    const withSet = (await (await connect(org.apiKey, '?toolsets=webhooks')).listTools()).tools.map((t) => t.name);
    expect(withSet).toEqual(
      expect.arrayContaining([
        'list_webhook_subscriptions',
        'create_webhook_subscription',
        'get_webhook_subscription',
        'update_webhook_subscription',
        'delete_webhook_subscription',
        'test_webhook_subscription',
        'list_webhook_deliveries',
        'redeliver_webhook_delivery',
      ]),
    );
  });

  it('an agent creates, reads, tests, pauses and deletes a subscription; the secret shows once; errors are structured in tool terms', async () => {
    const c = await connect(org.apiKey, '?toolsets=webhooks');
    const call = async <T = WebhookSubscription>(name: string, args: Record<string, unknown>) => {
      const r = await c.callTool({ name, arguments: args });
      return { isError: Boolean(r.isError), body: bodyOf<T>(r.structuredContent), text: JSON.stringify(r) };
    };
    const made = await call<WebhookSubscription & { secret: string }>('create_webhook_subscription', {
      url: url(),
      eventTypes: ['task.status_changed'],
      idempotencyKey: randomUUID(),
    });
    expect(made.isError, made.text).toBe(false);
    const { id, secret } = made.body.data;
    expect(secret).toMatch(/^whsec_/);
    const got = await call('get_webhook_subscription', { id });
    expect(got.isError).toBe(false);
    expect(got.body.data).toMatchObject({ id, active: true, eventTypes: ['task.status_changed'] });
    expect(got.body.data.url).toBe(ok(await sdk.getWebhookSubscription(id, as(admin))).url);
    const listed = await call<WebhookSubscription[]>('list_webhook_subscriptions', { limit: 200 });
    expect(listed.body.data.map((s) => s.id)).toContain(id);
    const updated = await call('update_webhook_subscription', { id, description: 'Agent hook' });
    expect(updated.body.data.description).toBe('Agent hook');
    for (const r of [got, listed, updated]) expect(r.text).not.toContain(secret);

    const refusedSecret = await call('update_webhook_subscription', { id, secret: 'whsec_rotated-secret-long-enough' });
    expect(refusedSecret.isError).toBe(true);
    expect(refusedSecret.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'secret' }] });
    expect(refusedSecret.body.error.suggestion).toContain('create_webhook_subscription');
    const badType = await call('create_webhook_subscription', { url: url(), eventTypes: ['task.status_change'] });
    expect(badType.isError).toBe(true);
    expect(badType.body.error.details?.[0]).toMatchObject({ field: 'eventTypes.0' });
    expect(badType.body.error.details?.[0].message).toContain('did you mean task.status_changed?');
    const badUrl = await call('create_webhook_subscription', { url: 'http://hooks.example.com/x', eventTypes: ['*'] });
    expect(badUrl.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'url' }] });

    const tested = await call<WebhookTestResult>('test_webhook_subscription', { id });
    expect(tested.isError, tested.text).toBe(false);
    const deliveries = await call<WebhookDelivery[]>('list_webhook_deliveries', { id, fields: ['eventId', 'kind'] }); // not in the compact projection
    expect(deliveries.body.data[0]).toMatchObject({ id: tested.body.data.deliveryId, eventId: tested.body.data.eventId, kind: 'test' });

    expect((await call('update_webhook_subscription', { id, active: false })).body.data.active).toBe(false);
    const inactive = await call('test_webhook_subscription', { id });
    expect(inactive.isError).toBe(true);
    expect(inactive.body.error.code).toBe('INVALID_STATE_TRANSITION');
    expect(inactive.body.error.suggestion).toContain('update_webhook_subscription');
    expect(`${inactive.body.error.message} ${inactive.body.error.suggestion}`).not.toMatch(/\/api\/v1\//);

    expect((await call<{ id: string; deleted: boolean }>('delete_webhook_subscription', { id })).body.data).toEqual({ id, deleted: true });
    const gone = await call('get_webhook_subscription', { id });
    expect(gone.body.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(gone.body.error.suggestion).toContain('list_webhook_subscriptions');
  });

  it("an engineer's agent is refused with FORBIDDEN naming the capability", async () => {
    const c = await connect(org.engineerKey, '?toolsets=webhooks');
    const r = await c.callTool({ name: 'list_webhook_subscriptions', arguments: {} });
    expect(r.isError).toBe(true);
    const body = bodyOf(r.structuredContent);
    expect(body.error).toMatchObject({ code: 'FORBIDDEN' });
    expect(body.error.message).toContain('webhook:read');
  });
});
