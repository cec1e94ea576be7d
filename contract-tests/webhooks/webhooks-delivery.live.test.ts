/**
 * Webhook delivery on the real server (spec 2 §4.14, §6): a local HTTPS receiver
 * (certificate of the run's test CA, contract-tests/lib/receiver.ts) sees
 * - a signed event for writes over REST, over MCP and inside a batch, and none for a write rolled back after its row
 *   was written; the signature verified exactly as documented (HMAC-SHA256 over `${t}.${rawBody}`, constant-time
 *   compare, |now - t| < 300 s); the body valid against the Event schema, financial fields absent (an opportunity
 *   with estimatedCost), changes under API names;
 * - retries after 500s, the ledger counting attempts, then success — the same bytes on every attempt;
 * - redelivery: the same event id and body again under a new delivery id;
 * - deactivation after 3 days of failures, with a notification to the subscription's creator;
 * - deletion stopping a pending retry (no attempt after);
 * - SSRF refusal by a server started without SEXTANT_WEBHOOK_ALLOW_PRIVATE (127.0.0.1 and localhost), recorded as
 *   failed attempts naming the refused address, nothing reaching the receiver;
 * - exactly-once attempts with two server instances sharing one database (its own, not the in-process server's).
 * The in-process server retries on a scaled schedule (setup/live.ts: webhookRetryScale).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { client, data } from '../lib/http.js';
import { expectReply } from '../lib/expect.js';
import { newOrg } from '../lib/orgs.js';
import { startReceiver, verifySignature, type Receiver, type Received } from '../lib/receiver.js';
import { startInstance, stopAll } from '../lib/processes.js';
import { createDb } from '../../src/db/knex.js';
import { ROOT } from '../../src/db/connect.js';
import { OrgService } from '../../src/services/orgs.js';

const { baseUrl, databaseUrl, tls } = inject('contract');
type Api = ReturnType<typeof client>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc as object, 'openapi.json');
const validateEvent = ajv.compile({ $ref: 'openapi.json#/components/schemas/Event' });

let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let adminUserId: string;
let receiver: Receiver;
let db: Knex;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;
const secretOf = () => `whsec_test_${randomBytes(18).toString('base64url')}`;

/** A subscription of `api`'s org to `path` on the receiver. */
async function subscribe(api: Api, path: string, eventTypes: string[], secret = secretOf(), host = 'localhost') {
  const sub = await data(api, 'POST', '/api/v1/webhook-subscriptions', { url: receiver.url(path, host), eventTypes, secret, description: `test ${path}` });
  return { ...sub, secret } as { id: string; secret: string; url: string };
}

/** Polls `fn` until it returns a truthy value (or throws after `timeoutMs`). */
async function until<T>(fn: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const deliveries = async (api: Api, subId: string) => data(api, 'GET', `/api/v1/webhook-subscriptions/${subId}/deliveries?limit=100`) as Promise<any[]>;

/** Asserts a received request is a well-formed, correctly signed event; returns its body. */
function assertSigned(r: Received, secret: string) {
  expect(verifySignature(secret, r.headers['sextant-signature'], r.rawBody)).toBeNull();
  expect(verifySignature(`${secret}x`, r.headers['sextant-signature'], r.rawBody)).toBe('signature mismatch');
  expect(r.headers['content-type']).toBe('application/json');
  expect(r.headers['user-agent']).toBe('Sextant-Webhooks/1');
  expect(r.headers['sextant-event-id']).toBe(r.parsed.id);
  expect(r.headers['sextant-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(validateEvent(r.parsed), ajv.errorsText(validateEvent.errors)).toBe(true);
  expect(r.parsed.orgId).toBe(org.orgId);
  return r.parsed;
}

const bodyOf = (r: Received) => r.parsed;
const isType =
  (path: string, type: string, pred: (o: any) => boolean = () => true) =>
  (r: Received) =>
    r.path === path && r.parsed?.type === type && pred(r.parsed.data.object);

beforeAll(async () => {
  if (!tls) throw new Error('the live setup provides no test CA (contract-tests/setup/live.ts)');
  receiver = await startReceiver({ certPem: readFileSync(tls.certPath, 'utf8'), keyPem: readFileSync(tls.keyPath, 'utf8') });
  org = await newOrg('Webhooks org');
  admin = client(org.apiKey);
  adminUserId = org.userId;
  db = createDb(databaseUrl, { min: 0, max: 2 });
});

afterAll(async () => {
  await stopAll();
  await receiver?.close();
  await db?.destroy();
});

describe('events from every write path, signed', () => {
  let all: { id: string; secret: string };
  beforeAll(async () => {
    all = await subscribe(admin, '/all', ['*']);
  });

  it('a REST write: task.created then task.updated and task.status_changed, signed, valid, changes in API names', async () => {
    const title = `REST task ${uniq()}`;
    const task = await data(admin, 'POST', '/api/v1/tasks', { title });
    const [created] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.id === task.id));
    const evt = assertSigned(created, all.secret);
    expect(evt.actor).toEqual({ type: 'user', id: adminUserId });
    expect(evt.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(evt.data.object).toMatchObject({ id: task.id, ref: task.ref, title, status: 'backlog' });
    expect(evt.data.changes).toContainEqual({ field: 'title', from: null, to: title });
    expect(evt.data.changes.every((c: any) => !c.field.includes('_'))).toBe(true);

    await data(admin, 'PATCH', `/api/v1/tasks/${task.id}`, { title: `${title} (renamed)` });
    const [updated] = await receiver.waitFor(isType('/all', 'task.updated', (o) => o.id === task.id && o.title.endsWith('(renamed)')));
    expect(assertSigned(updated, all.secret).data.changes).toEqual([{ field: 'title', from: title, to: `${title} (renamed)` }]);

    await data(admin, 'POST', `/api/v1/tasks/${task.id}/set-status`, { status: 'todo' });
    const [moved] = await receiver.waitFor(isType('/all', 'task.status_changed', (o) => o.id === task.id));
    const m = assertSigned(moved, all.secret);
    expect(m.data.object.status).toBe('todo');
    expect(m.data.changes).toContainEqual({ field: 'status', from: 'backlog', to: 'todo' });
    // the generic update event comes with the specific one, as its own event
    const [both] = await receiver.waitFor(isType('/all', 'task.updated', (o) => o.id === task.id && o.status === 'todo'));
    expect(both.parsed.id).not.toBe(m.id);
  });

  it('financial fields are never in an event: an opportunity with estimatedCost', async () => {
    const title = `Costly ${uniq()}`;
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title, estimatedCost: 12345 });
    expect(opp.estimatedCost).toBe(12345); // the admin reads it back over the API …
    const [r] = await receiver.waitFor(isType('/all', 'opportunity.created', (o) => o.id === opp.id));
    const evt = assertSigned(r, all.secret);
    expect(evt.data.object.title).toBe(title);
    expect(evt.data.object).not.toHaveProperty('estimatedCost'); // … but no event carries it
    expect(evt.data.changes.map((c: any) => c.field)).not.toContain('estimatedCost');
    expect(r.rawBody).not.toContain('12345');
    expect(r.rawBody).not.toMatch(/estimated_?cost/i);
  });

  it("the object is the resource as the API returns it (an engineer's GET: no financial fields)", async () => {
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: `Same ${uniq()}`, estimatedCost: 777 });
    const [r] = await receiver.waitFor(isType('/all', 'opportunity.created', (o) => o.id === opp.id));
    expect(assertSigned(r, all.secret).data.object).toEqual(await data(client(org.engineerKey), 'GET', `/api/v1/opportunities/${opp.id}`));

    const comment = await data(admin, 'POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.id, body: 'Webhook me' });
    const [c] = await receiver.waitFor(isType('/all', 'comment.created', (o) => o.id === comment.id));
    expect(assertSigned(c, all.secret).data.object).toEqual(comment);

    const room = await data(admin, 'POST', '/api/v1/rooms', { name: `room-${uniq()}`, memberIds: [org.engineerId], visibility: 'open' });
    const message = await data(admin, 'POST', '/api/v1/messages', { roomId: room.id, body: 'Hello hooks' });
    const [m] = await receiver.waitFor(isType('/all', 'message.created', (o) => o.id === message.id));
    expect(assertSigned(m, all.secret).data.object).toEqual(message);
    // a room is serialized as seen by nobody in particular (no membership of its own)
    const [rm] = await receiver.waitFor(isType('/all', 'room.created', (o) => o.id === room.id));
    expect(assertSigned(rm, all.secret).data.object).toMatchObject({
      id: room.id,
      name: room.name,
      visibility: 'open',
      memberCount: 2,
      membership: { joined: false },
    });
  });

  it("a child event names its child (data.subject) and lists the child's fields by their API names", async () => {
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: `Run host ${uniq()}` });
    const [created] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.id === task.id));
    const fields = assertSigned(created, all.secret).data.changes.map((c: any) => c.field);
    expect(fields).not.toContain('createdBy'); // a column the task's API shape does not have
    expect(created.parsed.data).not.toHaveProperty('subject');
    const run = await data(admin, 'POST', '/api/v1/agent-runs', { taskId: task.ref, provider: 'hook-agent', status: 'running' });
    const [added] = await receiver.waitFor((r) => r.path === '/all' && r.parsed?.type === 'task.agent_run_added' && r.parsed.data.subject?.key?.id === run.id);
    const evt = assertSigned(added, all.secret);
    expect(evt.data.object).toMatchObject({ id: task.id, ref: task.ref });
    expect(evt.data.subject).toEqual({ type: 'agent_run', key: { id: run.id } });
    expect(evt.data.changes).toContainEqual({ field: 'createdById', from: null, to: adminUserId });
    expect(evt.data.changes.map((c: any) => c.field)).not.toContain('createdByUserId');
    await data(admin, 'POST', `/api/v1/agent-runs/${run.id}/cancel`);
    const [updated] = await receiver.waitFor(
      (r) => r.path === '/all' && r.parsed?.type === 'task.agent_run_updated' && r.parsed.data.subject?.key?.id === run.id,
    );
    expect(assertSigned(updated, all.secret).data.changes).toContainEqual({ field: 'status', from: 'running', to: 'cancelled' });
    // a child keyed by its parent and a user: {userId}
    await data(admin, 'POST', `/api/v1/tasks/${task.ref}/assignments`, { userId: org.engineerId });
    const [assigned] = await receiver.waitFor((r) => r.path === '/all' && r.parsed?.type === 'task.assignment_added' && r.parsed.data.object.id === task.id);
    expect(assertSigned(assigned, all.secret).data.subject).toEqual({ type: 'assignment', key: { userId: org.engineerId } });
  });

  it('strategies are events too (as GET returns them); an update of financial fields only sends nothing', async () => {
    const strategy = await data(admin, 'POST', '/api/v1/strategies', { name: `Hooked strategy ${uniq()}`, content: 'Focus' });
    const [made] = await receiver.waitFor(isType('/all', 'strategy.created', (o) => o.id === strategy.id));
    expect(assertSigned(made, all.secret).data.object).toEqual(await data(admin, 'GET', `/api/v1/strategies/${strategy.id}`));
    await data(admin, 'PATCH', `/api/v1/users/${adminUserId}`, { salaryMonthly: 9100, salaryCurrency: 'EUR', weeklyHours: 38 });
    const marker = await data(admin, 'POST', '/api/v1/tasks', { title: `After the salary ${uniq()}` });
    await receiver.waitFor(isType('/all', 'task.created', (o) => o.id === marker.id));
    expect(await db('events').where({ org_id: org.orgId, entity_type: 'user', entity_id: adminUserId, type: 'user.updated' })).toEqual([]);
    expect(receiver.received.map((r) => r.rawBody).join('\n')).not.toContain('9100');
  });

  it('private conversations are never sent: a private room, its members and messages, and direct messages', async () => {
    const secretRoom = await data(admin, 'POST', '/api/v1/rooms', { name: `secret-${uniq()}`, memberIds: [org.engineerId], visibility: 'private' });
    const secretMessage = await data(admin, 'POST', '/api/v1/messages', { roomId: secretRoom.id, body: 'Salary talk, not for hooks' });
    const dm = await data(admin, 'POST', '/api/v1/rooms/dm', { userId: org.engineerId });
    const dmMessage = await data(admin, 'POST', '/api/v1/messages', { roomId: dm.id, body: 'Just between us' });
    // A later open write, delivered: by then the private ones have been fanned out (and dropped) too.
    const marker = await data(admin, 'POST', '/api/v1/tasks', { title: `After the private ones ${uniq()}` });
    await receiver.waitFor(isType('/all', 'task.created', (o) => o.id === marker.id));
    await expect
      .poll(async () => (await db('events').where({ org_id: org.orgId }).whereIn('entity_id', [secretRoom.id, secretMessage.id, dm.id, dmMessage.id])).length, {
        timeout: 10_000,
      })
      .toBe(0);
    expect(await db('integration_events').whereIn('event_id', db('events').select('id').whereIn('entity_id', [secretMessage.id, dmMessage.id]))).toEqual([]);
    const seen = receiver.received.map((r) => r.rawBody).join('\n');
    for (const text of ['Salary talk', 'Just between us', secretRoom.id, dm.id]) expect(seen).not.toContain(text);
  });

  it('an MCP tool call', async () => {
    const c = new Client({ name: 'webhooks-test', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } } }));
    try {
      const title = `MCP task ${uniq()}`;
      const res = await c.callTool({ name: 'create_task', arguments: { title } });
      expect(res.isError).toBeFalsy();
      const [r] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.title === title));
      const evt = assertSigned(r, all.secret);
      expect(evt.actor).toEqual({ type: 'user', id: adminUserId });
      expect(evt.data.object.id).toBe((res.structuredContent as any).data.id);
    } finally {
      await c.close();
    }
  });

  it('each write inside a batch', async () => {
    const [a, b] = [`Batch A ${uniq()}`, `Batch B ${uniq()}`];
    const res = expectReply(
      await admin('POST', '/api/v1/batch', {
        operations: [
          { id: 'a', method: 'POST', path: '/api/v1/tasks', body: { title: a } },
          { id: 'viewer', method: 'GET', path: '/api/v1/viewer' },
          { id: 'b', method: 'POST', path: '/api/v1/tasks', body: { title: b } },
        ],
      }),
      207,
    );
    expect(res.data.a.status).toBe(201);
    expect(res.data.b.status).toBe(201);
    for (const title of [a, b]) {
      const [r] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.title === title));
      assertSigned(r, all.secret);
    }
  });

  it('none for a write rolled back after its row was written', async () => {
    // A sequential parent: a new subtask that starts before the one ahead of it is refused with 409 after the task
    // row (and a sibling renumbering) was written in the same transaction.
    const parent = await data(admin, 'POST', '/api/v1/tasks', { title: `Parent ${uniq()}`, subtaskMode: 'sequential' });
    await data(admin, 'POST', '/api/v1/tasks', { title: `First ${uniq()}`, parentTaskId: parent.id });
    const doomed = `Doomed ${uniq()}`;
    const refusedReply = await admin('POST', '/api/v1/tasks', { title: doomed, parentTaskId: parent.id, status: 'in_progress' });
    expect(refusedReply.status).toBe(409);
    // A later write's event arrives; the rolled-back one never does, nor is it in the outbox.
    const marker = `Marker ${uniq()}`;
    await data(admin, 'POST', '/api/v1/tasks', { title: marker });
    await receiver.waitFor(isType('/all', 'task.created', (o) => o.title === marker));
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.at('/all').filter((r) => r.rawBody.includes(doomed))).toEqual([]);
    const { rows } = await db.raw(`SELECT count(*)::int AS n FROM events WHERE org_id = ? AND (object::text LIKE ? OR changes::text LIKE ?)`, [
      org.orgId,
      `%${doomed}%`,
      `%${doomed}%`,
    ]);
    expect(rows[0].n).toBe(0);
    const { rows: acts } = await db.raw(`SELECT count(*)::int AS n FROM activities WHERE org_id = ? AND changes::text LIKE ?`, [org.orgId, `%${doomed}%`]);
    expect(acts[0].n).toBe(0);
  });

  it('a child event carries its parent entity; a deletion {id, deleted: true}', async () => {
    const tag = await data(admin, 'POST', '/api/v1/tags', { name: `tag-${uniq()}` });
    await data(admin, 'DELETE', `/api/v1/tags/${tag.id}`);
    const [gone] = await receiver.waitFor(isType('/all', 'tag.deleted', (o) => o.id === tag.id));
    expect(assertSigned(gone, all.secret).data.object).toEqual({ id: tag.id, deleted: true });

    const task = await data(admin, 'POST', '/api/v1/tasks', { title: `Assigned ${uniq()}` });
    await data(admin, 'POST', `/api/v1/tasks/${task.id}/assignments`, { userId: org.engineerId });
    const [added] = await receiver.waitFor(isType('/all', 'task.assignment_added', (o) => o.id === task.id));
    const evt = assertSigned(added, all.secret);
    expect(evt.data.object).toMatchObject({ id: task.id, ref: task.ref, title: task.title });
    expect(evt.data.changes).toContainEqual({ field: 'userId', from: null, to: org.engineerId });
  });
});

describe('retries and the ledger', () => {
  it('retries after 500s, counting attempts, then succeeds — the same bytes every attempt', async () => {
    const sub = await subscribe(admin, '/retry', ['vision.created']);
    receiver.answer('/retry', [500, 500, 503], 200);
    const name = `Vision ${uniq()}`;
    await data(admin, 'POST', '/api/v1/visions', { name, narrative: 'Retried' });
    const hits = await receiver.waitFor((r) => r.path === '/retry', 4, 30_000);
    expect(hits.map((h) => h.status)).toEqual([500, 500, 503, 200]);
    expect(new Set(hits.map((h) => h.headers['sextant-delivery-id'])).size).toBe(1);
    expect(new Set(hits.map((h) => h.rawBody)).size).toBe(1);
    for (const h of hits) assertSigned(h, sub.secret);
    expect(bodyOf(hits[0]).data.object.name).toBe(name);
    const row = await until(async () => (await deliveries(admin, sub.id)).find((d) => d.status === 'succeeded'), 'the delivery to succeed');
    expect(row).toMatchObject({
      eventId: hits[0].parsed.id,
      eventType: 'vision.created',
      subscriptionId: sub.id,
      kind: 'event',
      status: 'succeeded',
      attemptCount: 4,
      lastStatusCode: 200,
      dedupKey: `${hits[0].parsed.id}:${sub.id}`,
      id: hits[0].headers['sextant-delivery-id'],
    });
    // The ledger shows what the delivery is now: an earlier failed attempt's error does not linger on a success.
    expect(row.lastError).toBeNull();
    expect(row.deliveredAt).toBeTruthy();
    expect(typeof row.durationMs).toBe('number');
    // Redelivery: the same event id and bytes again, under a new delivery id.
    const re = await data(admin, 'POST', `/api/v1/webhook-subscriptions/${sub.id}/deliveries/${row.id}/redeliver`);
    expect(re.id).not.toBe(row.id);
    const [again] = await receiver.waitFor((r) => r.path === '/retry' && r.headers['sextant-delivery-id'] === re.id);
    expect(again.headers['sextant-event-id']).toBe(hits[0].parsed.id);
    expect(again.rawBody).toBe(hits[0].rawBody);
    assertSigned(again, sub.secret);
    const redelivered = await until(
      async () => (await deliveries(admin, sub.id)).find((d) => d.id === re.id && d.status === 'succeeded'),
      'the redelivery to succeed',
    );
    expect(redelivered).toMatchObject({ kind: 'redelivery', redeliveryOf: row.id, attemptCount: 1, eventId: hits[0].parsed.id });
  });

  it('a subscription failing for 3 days is deactivated and its creator notified', async () => {
    const sub = await subscribe(admin, '/dead', ['category.created']);
    receiver.answer('/dead', [], 500);
    await db('webhook_subscriptions')
      .where({ id: sub.id })
      .update({ failing_since: db.raw(`clock_timestamp() - interval '3 days 1 hour'`) });
    await data(admin, 'POST', '/api/v1/categories', { label: `Cat ${uniq()}` });
    await receiver.waitFor((r) => r.path === '/dead');
    const after = await until(async () => {
      const s = await data(admin, 'GET', `/api/v1/webhook-subscriptions/${sub.id}`);
      return s.active === false ? s : undefined;
    }, 'the subscription to be deactivated');
    expect(after.disabledReason).toMatch(/^failing for 3 days: HTTP 500/);
    const notes = (await data(admin, 'GET', '/api/v1/notifications?limit=100')) as any[];
    const note = notes.find((x) => x.type === 'webhook_disabled' && x.linkUrl === `/api/v1/webhook-subscriptions/${sub.id}`);
    expect(note, JSON.stringify(notes.map((x) => x.type))).toBeTruthy();
    expect(note.title).toContain(sub.url);
    expect(note.actorId).toBeNull();
    const [d] = await deliveries(admin, sub.id);
    expect(d).toMatchObject({ status: 'failed', attemptCount: 1, lastStatusCode: 500 });
    // deactivated: no more attempts, and new events are not even queued for it
    await data(admin, 'POST', '/api/v1/categories', { label: `Cat ${uniq()}` });
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.at('/dead')).toHaveLength(1);
  });

  it('deleting a subscription stops its pending retry', async () => {
    const sub = await subscribe(admin, '/del', ['prd_template.created']);
    receiver.answer('/del', [], 500);
    await data(admin, 'POST', '/api/v1/prd-templates', { name: `PRD ${uniq()}`, content: '## Problem' });
    // After the 4th failure the next attempt is 30 min × scale away (seconds here): delete while it is pending.
    const pending = await until(
      async () => {
        const row = await db('integration_events').where({ subscription_id: sub.id }).first();
        return row?.status === 'retrying' && row.attempt_count === 4 && row.next_attempt_at ? row : undefined; // not while attempt 4 is in flight
      },
      'the 4th attempt to fail',
      30_000,
    );
    expect(receiver.at('/del')).toHaveLength(4);
    expectReply(await admin('DELETE', `/api/v1/webhook-subscriptions/${sub.id}`), 200);
    const row = await db('integration_events').where({ id: pending.id }).first();
    expect(row.status).toBe('cancelled');
    const { rows: jobs } = await db.raw(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ?`, [`wh:${pending.id}`]);
    expect(jobs[0].n).toBe(0);
    // well past when the retry was due (plus the queue's 2 s poll): nothing more arrived
    const wait = new Date(pending.next_attempt_at).getTime() - Date.now() + 2500;
    await new Promise((r) => setTimeout(r, Math.max(wait, 500)));
    expect(receiver.at('/del')).toHaveLength(4);
    expect((await db('integration_events').where({ id: pending.id }).first()).attempt_count).toBe(4);
  });
});

describe('other server instances (own database)', () => {
  const dbName = `wh_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const freshUrl = (() => {
    const u = new URL(databaseUrl);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  let dir: string;
  let env: Record<string, string>;
  let fresh: Knex;

  beforeAll(async () => {
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'webhooks-'));
    const adminDb = createDb(databaseUrl, { min: 0, max: 1 });
    try {
      await adminDb.raw(`CREATE DATABASE ${dbName}`);
    } finally {
      await adminDb.destroy();
    }
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
    const adminDb = createDb(databaseUrl, { min: 0, max: 1 });
    try {
      await adminDb.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } finally {
      await adminDb.destroy();
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A client of another instance. */
  const at = (base: string, key: string) => async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text).data;
  };

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
        subs.push(await call('POST', '/api/v1/webhook-subscriptions', { url: receiver.url(path, host), eventTypes: ['vision.created'], secret: secretOf() }));
      }
      await call('POST', '/api/v1/visions', { name: `Vision ${uniq()}`, narrative: 'Refused' });
      const rows = await Promise.all(
        subs.map((s) =>
          until(async () => {
            const [d] = (await call('GET', `/api/v1/webhook-subscriptions/${s.id}/deliveries`)) as any[];
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
      for (const s of subs) await call('DELETE', `/api/v1/webhook-subscriptions/${s.id}`);
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
    const sub = await c1('POST', '/api/v1/webhook-subscriptions', { url: receiver.url('/multi'), eventTypes: ['tag.created'], secret: secretOf() });
    receiver.answer('/multi', Array(10).fill(500), 200); // ten failures on the way: retries run on either instance
    const N = 50;
    await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? c1 : c2)('POST', '/api/v1/tags', { name: `multi-${i}-${uniq()}` })));
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
