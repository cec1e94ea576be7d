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
 * - deletion stopping a pending retry (no attempt after).
 * SSRF refusal and two server instances on one database: webhooks-instances.live.test.ts.
 * The in-process server retries on a scaled schedule (setup/live.ts: webhookRetryScale).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { Task } from '../../sdk/src/index';
import { as, envelope, must, ok } from '../lib/sdkAs.js';
import {
  useWebhooksOrg,
  db,
  org,
  admin,
  adminId,
  uniq,
  receiver,
  subscribe,
  until,
  deliveries,
  assertSigned,
  bodyOf,
  eventOf,
  isType,
  useReceiver,
} from './_setup.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

useWebhooksOrg();
useReceiver();
/** The org admin's options for an SDK call. */
const A = () => as(admin);

describe('events from every write path, signed', () => {
  let all: { id: string; secret: string };
  beforeAll(async () => {
    all = await subscribe(admin, '/all', ['*']);
  });

  it('a REST write: task.created then task.updated and task.status_changed, signed, valid, changes in API names', async () => {
    const title = `REST task ${uniq()}`;
    const task = must(await sdk.createTask({ title }, undefined, A()));
    const [created] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.id === task.id));
    const evt = assertSigned(created, all.secret);
    expect(evt.actor).toEqual({ type: 'user', id: adminId });
    expect(evt.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(evt.data.object).toMatchObject({ id: task.id, ref: task.ref, title, status: 'backlog' });
    expect(evt.data.changes).toContainEqual({ field: 'title', from: null, to: title });
    expect(evt.data.changes.every((c) => !c.field.includes('_'))).toBe(true);

    must(await sdk.updateTask(task.id, { title: `${title} (renamed)` }, undefined, A()));
    const [updated] = await receiver.waitFor(isType('/all', 'task.updated', (o) => o.id === task.id && o.title?.endsWith('(renamed)') === true));
    expect(assertSigned(updated, all.secret).data.changes).toEqual([{ field: 'title', from: title, to: `${title} (renamed)` }]);

    must(await sdk.setTaskStatus(task.id, { status: 'todo' }, undefined, A()));
    const [moved] = await receiver.waitFor(isType('/all', 'task.status_changed', (o) => o.id === task.id));
    const m = assertSigned(moved, all.secret);
    expect(m.data.object.status).toBe('todo');
    expect(m.data.changes).toContainEqual({ field: 'status', from: 'backlog', to: 'todo' });
    // the generic update event comes with the specific one, as its own event
    const [both] = await receiver.waitFor(isType('/all', 'task.updated', (o) => o.id === task.id && o.status === 'todo'));
    expect(eventOf(both).id).not.toBe(m.id);
  });

  it('financial fields are never in an event: an opportunity with estimatedCost', async () => {
    const title = `Costly ${uniq()}`;
    const opp = must(await sdk.createOpportunity({ title, estimatedCost: 12345 }, undefined, A()));
    expect(opp.estimatedCost).toBe(12345); // the admin reads it back over the API …
    const [r] = await receiver.waitFor(isType('/all', 'opportunity.created', (o) => o.id === opp.id));
    const evt = assertSigned(r, all.secret);
    expect(evt.data.object.title).toBe(title);
    expect(evt.data.object).not.toHaveProperty('estimatedCost'); // … but no event carries it
    expect(evt.data.changes.map((c) => c.field)).not.toContain('estimatedCost');
    expect(r.rawBody).not.toContain('12345');
    expect(r.rawBody).not.toMatch(/estimated_?cost/i);
  });

  it("the object is the resource as the API returns it (an engineer's GET: no financial fields)", async () => {
    const opp = must(await sdk.createOpportunity({ title: `Same ${uniq()}`, estimatedCost: 777 }, undefined, A()));
    const [r] = await receiver.waitFor(isType('/all', 'opportunity.created', (o) => o.id === opp.id));
    expect(assertSigned(r, all.secret).data.object).toEqual(must(await sdk.getOpportunity(opp.id, as(org.engineerKey))));

    const comment = must(await sdk.createComment({ entityType: 'opportunity', entityId: opp.id, body: 'Webhook me' }, undefined, A()));
    const [c] = await receiver.waitFor(isType('/all', 'comment.created', (o) => o.id === comment.id));
    expect(assertSigned(c, all.secret).data.object).toEqual(comment);

    const room = must(await sdk.createRoom({ name: `room-${uniq()}`, memberIds: [org.engineerId], visibility: 'open' }, undefined, A()));
    const message = must(await sdk.createMessage({ roomId: room.id, body: 'Hello hooks' }, undefined, A()));
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
    const task = must(await sdk.createTask({ title: `Run host ${uniq()}` }, undefined, A()));
    const [created] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.id === task.id));
    const fields = assertSigned(created, all.secret).data.changes.map((c) => c.field);
    expect(fields).not.toContain('createdBy'); // a column the task's API shape does not have
    expect(eventOf(created).data).not.toHaveProperty('subject');
    const run = must(await sdk.createAgentRun({ taskId: task.ref, provider: 'hook-agent', status: 'running' }, undefined, A()));
    const [added] = await receiver.waitFor(
      (r) => r.path === '/all' && eventOf(r)?.type === 'task.agent_run_added' && eventOf(r).data.subject?.key?.id === run.id,
    );
    const evt = assertSigned(added, all.secret);
    expect(evt.data.object).toMatchObject({ id: task.id, ref: task.ref });
    expect(evt.data.subject).toEqual({ type: 'agent_run', key: { id: run.id } });
    expect(evt.data.changes).toContainEqual({ field: 'createdById', from: null, to: adminId });
    expect(evt.data.changes.map((c) => c.field)).not.toContain('createdByUserId');
    must(await sdk.cancelAgentRun(run.id, undefined, A()));
    const [updated] = await receiver.waitFor(
      (r) => r.path === '/all' && eventOf(r)?.type === 'task.agent_run_updated' && eventOf(r).data.subject?.key?.id === run.id,
    );
    expect(assertSigned(updated, all.secret).data.changes).toContainEqual({ field: 'status', from: 'running', to: 'cancelled' });
    // a child keyed by its parent and a user: {userId}
    must(await sdk.createTaskAssignment(task.ref, { userId: org.engineerId }, undefined, A()));
    const [assigned] = await receiver.waitFor(
      (r) => r.path === '/all' && eventOf(r)?.type === 'task.assignment_added' && eventOf(r).data.object.id === task.id,
    );
    expect(assertSigned(assigned, all.secret).data.subject).toEqual({ type: 'assignment', key: { userId: org.engineerId } });
  });

  it('strategies are events too (as GET returns them); an update of financial fields only sends nothing', async () => {
    const strategy = must(await sdk.createStrategy({ name: `Hooked strategy ${uniq()}`, content: 'Focus' }, undefined, A()));
    const [made] = await receiver.waitFor(isType('/all', 'strategy.created', (o) => o.id === strategy.id));
    expect(assertSigned(made, all.secret).data.object).toEqual(must(await sdk.getStrategy(strategy.id, A())));
    must(await sdk.updateUser(adminId, { salaryMonthly: 9100, salaryCurrency: 'EUR', weeklyHours: 38 }, undefined, A()));
    const marker = must(await sdk.createTask({ title: `After the salary ${uniq()}` }, undefined, A()));
    await receiver.waitFor(isType('/all', 'task.created', (o) => o.id === marker.id));
    expect(await db('events').where({ org_id: org.orgId, entity_type: 'user', entity_id: adminId, type: 'user.updated' })).toEqual([]);
    expect(receiver.received.map((r) => r.rawBody).join('\n')).not.toContain('9100');
  });

  it('private conversations are never sent: a private room, its members and messages, and direct messages', async () => {
    const secretRoom = must(await sdk.createRoom({ name: `secret-${uniq()}`, memberIds: [org.engineerId], visibility: 'private' }, undefined, A()));
    const secretMessage = must(await sdk.createMessage({ roomId: secretRoom.id, body: 'Salary talk, not for hooks' }, undefined, A()));
    const dm = must(await sdk.createDmRoom({ userId: org.engineerId }, undefined, A()));
    const dmMessage = must(await sdk.createMessage({ roomId: dm.id, body: 'Just between us' }, undefined, A()));
    // A later open write, delivered: by then the private ones have been fanned out (and dropped) too.
    const marker = must(await sdk.createTask({ title: `After the private ones ${uniq()}` }, undefined, A()));
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
    const c = await mcpAs(org.apiKey);
    try {
      const title = `MCP task ${uniq()}`;
      const res = await callTool<Task>(c, 'create_task', { title });
      expect(res.isError).toBeFalsy();
      const [r] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.title === title));
      const evt = assertSigned(r, all.secret);
      expect(evt.actor).toEqual({ type: 'user', id: adminId });
      expect(evt.data.object.id).toBe(res.body.data.id);
    } finally {
      await c.close();
    }
  });

  it('each write inside a batch', async () => {
    const [a, b] = [`Batch A ${uniq()}`, `Batch B ${uniq()}`];
    const res = envelope(
      await sdk.runBatch(
        {
          operations: [
            { id: 'a', method: 'POST', path: '/api/v1/tasks', body: { title: a } },
            { id: 'viewer', method: 'GET', path: '/api/v1/viewer' },
            { id: 'b', method: 'POST', path: '/api/v1/tasks', body: { title: b } },
          ],
        },
        undefined,
        A(),
      ),
      207,
    );
    expect(res.data?.a.status).toBe(201);
    expect(res.data?.b.status).toBe(201);
    for (const title of [a, b]) {
      const [r] = await receiver.waitFor(isType('/all', 'task.created', (o) => o.title === title));
      assertSigned(r, all.secret);
    }
  });

  it('none for a write rolled back after its row was written', async () => {
    // A sequential parent: a new subtask that starts before the one ahead of it is refused with 409 after the task
    // row (and a sibling renumbering) was written in the same transaction.
    const parent = must(await sdk.createTask({ title: `Parent ${uniq()}`, subtaskMode: 'sequential' }, undefined, A()));
    must(await sdk.createTask({ title: `First ${uniq()}`, parentTaskId: parent.id }, undefined, A()));
    const doomed = `Doomed ${uniq()}`;
    const refusedReply = await sdk.createTask({ title: doomed, parentTaskId: parent.id, status: 'in_progress' }, undefined, A());
    expect(refusedReply.status).toBe(409);
    // A later write's event arrives; the rolled-back one never does, nor is it in the outbox.
    const marker = `Marker ${uniq()}`;
    must(await sdk.createTask({ title: marker }, undefined, A()));
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
    const tag = must(await sdk.createTag({ name: `tag-${uniq()}` }, undefined, A()));
    must(await sdk.deleteTag(tag.id, undefined, A()));
    const [gone] = await receiver.waitFor(isType('/all', 'tag.deleted', (o) => o.id === tag.id));
    expect(assertSigned(gone, all.secret).data.object).toEqual({ id: tag.id, deleted: true });

    const task = must(await sdk.createTask({ title: `Assigned ${uniq()}` }, undefined, A()));
    must(await sdk.createTaskAssignment(task.id, { userId: org.engineerId }, undefined, A()));
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
    must(await sdk.createVision({ name, narrative: 'Retried' }, undefined, A()));
    const hits = await receiver.waitFor((r) => r.path === '/retry', 4, 30_000);
    expect(hits.map((h) => h.status)).toEqual([500, 500, 503, 200]);
    expect(new Set(hits.map((h) => h.headers['sextant-delivery-id'])).size).toBe(1);
    expect(new Set(hits.map((h) => h.rawBody)).size).toBe(1);
    for (const h of hits) assertSigned(h, sub.secret);
    expect(bodyOf(hits[0]).data.object.name).toBe(name);
    const row = await until(async () => (await deliveries(admin, sub.id)).find((d) => d.status === 'succeeded'), 'the delivery to succeed');
    expect(row).toMatchObject({
      eventId: eventOf(hits[0]).id,
      eventType: 'vision.created',
      subscriptionId: sub.id,
      kind: 'event',
      status: 'succeeded',
      attemptCount: 4,
      lastStatusCode: 200,
      dedupKey: `${eventOf(hits[0]).id}:${sub.id}`,
      id: hits[0].headers['sextant-delivery-id'],
    });
    // The ledger shows what the delivery is now: an earlier failed attempt's error does not linger on a success.
    expect(row.lastError).toBeNull();
    expect(row.deliveredAt).toBeTruthy();
    expect(typeof row.durationMs).toBe('number');
    // Redelivery: the same event id and bytes again, under a new delivery id.
    const re = must(await sdk.redeliverWebhookDelivery(sub.id, row.id, undefined, A()));
    expect(re.id).not.toBe(row.id);
    const [again] = await receiver.waitFor((r) => r.path === '/retry' && r.headers['sextant-delivery-id'] === re.id);
    expect(again.headers['sextant-event-id']).toBe(eventOf(hits[0]).id);
    expect(again.rawBody).toBe(hits[0].rawBody);
    assertSigned(again, sub.secret);
    const redelivered = await until(
      async () => (await deliveries(admin, sub.id)).find((d) => d.id === re.id && d.status === 'succeeded'),
      'the redelivery to succeed',
    );
    expect(redelivered).toMatchObject({ kind: 'redelivery', redeliveryOf: row.id, attemptCount: 1, eventId: eventOf(hits[0]).id });
  });

  it('a subscription failing for 3 days is deactivated and its creator notified', async () => {
    const sub = await subscribe(admin, '/dead', ['category.created']);
    receiver.answer('/dead', [], 500);
    await db('webhook_subscriptions')
      .where({ id: sub.id })
      .update({ failing_since: db.raw(`clock_timestamp() - interval '3 days 1 hour'`) });
    must(await sdk.createCategory({ label: `Cat ${uniq()}` }, undefined, A()));
    await receiver.waitFor((r) => r.path === '/dead');
    const after = await until(async () => {
      const s = must(await sdk.getWebhookSubscription(sub.id, A()));
      return s.active === false ? s : undefined;
    }, 'the subscription to be deactivated');
    expect(after.disabledReason).toMatch(/^failing for 3 days: HTTP 500/);
    const notes = must(await sdk.listNotifications({ limit: 100 }, A()));
    const note = notes.find((x) => x.type === 'webhook_disabled' && x.linkUrl === `/api/v1/webhook-subscriptions/${sub.id}`);
    expect(note, JSON.stringify(notes.map((x) => x.type))).toBeTruthy();
    expect(note?.title).toContain(sub.url);
    expect(note?.actorId).toBeNull();
    const [d] = await deliveries(admin, sub.id);
    expect(d).toMatchObject({ status: 'failed', attemptCount: 1, lastStatusCode: 500 });
    // deactivated: no more attempts, and new events are not even queued for it
    must(await sdk.createCategory({ label: `Cat ${uniq()}` }, undefined, A()));
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.at('/dead')).toHaveLength(1);
  });

  it('deleting a subscription stops its pending retry', async () => {
    const sub = await subscribe(admin, '/del', ['prd_template.created']);
    receiver.answer('/del', [], 500);
    must(await sdk.createPrdTemplate({ name: `PRD ${uniq()}`, content: '## Problem' }, undefined, A()));
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
    ok(await sdk.deleteWebhookSubscription(sub.id, undefined, A()));
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
