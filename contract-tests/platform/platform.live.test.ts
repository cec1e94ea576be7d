/**
 * Platform reads and follows on real Postgres (spec 2 §4.3, §4.15, §5.3): search, the activity
 * log written by every write, subscriptions, notifications, the vision AI context, enum "did you mean", and
 * financial fields stripped from every surface.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import pino from 'pino';
import { checkedFetch } from '../lib/contract.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { startServer } from '../../src/server.js';
import { seedOrg } from '../../src/cli/seed.js';
import { PROBE_ROWS } from '../../src/services/search.js';

const { databaseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: ReturnType<typeof client>;
let eng: ReturnType<typeof client>;
let me: string;
let db: Knex;

beforeAll(async () => {
  org = await newOrg('Platform org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = (await admin('GET', '/api/v1/viewer')).body.data.userId;
  db = createDb(databaseUrl, { min: 0, max: 2 });
});
afterAll(async () => {
  await db?.destroy();
});

describe('search (spec 2 §4.3)', () => {
  it('ranks full-text, prefix and fuzzy matches across types; an exact ref first; at most 40', async () => {
    const v = (await admin('POST', '/api/v1/visions', { name: 'Frictionless onboarding', kind: 'product', narrative: 'New teams are productive on day one.' }))
      .body.data;
    const t = (await admin('POST', '/api/v1/tasks', { title: 'Write the onboarding checklist', description: 'Steps for new hires' })).body.data;
    await admin('POST', '/api/v1/tasks', { title: 'Unrelated billing fix' });

    const words = await admin('GET', '/api/v1/search?query=onboarding');
    expect(words.status).toBe(200);
    expect(words.body.data.map((h: any) => h.id)).toEqual(expect.arrayContaining([v.id, t.id]));
    expect(words.body.data.map((h: any) => h.title)).not.toContain('Unrelated billing fix');
    const scores = words.body.data.map((h: any) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    expect((await admin('GET', '/api/v1/search?query=onboar')).body.data.map((h: any) => h.id)).toContain(t.id); // prefix
    expect((await admin('GET', '/api/v1/search?query=onbaording%20checklist')).body.data.map((h: any) => h.id)).toContain(t.id); // typo
    const byRef = await admin('GET', `/api/v1/search?query=${t.ref}`);
    expect(byRef.body.data[0]).toMatchObject({ type: 'task', id: t.id, ref: t.ref, href: `/api/v1/tasks/${t.ref}` });
    expect(byRef.body.actions[0]).toMatchObject({ rel: 'hit', method: 'GET', href: `/api/v1/tasks/${t.ref}` });

    const onlyVisions = await admin('GET', '/api/v1/search?query=onboarding&types=vision');
    expect(onlyVisions.body.data.every((h: any) => h.type === 'vision')).toBe(true);
    for (let i = 0; i < 45; i++) await admin('POST', '/api/v1/tasks', { title: `Bulk searchable ${i}` });
    expect((await admin('GET', '/api/v1/search?query=searchable&limit=40')).body.data).toHaveLength(40);
    expect((await admin('GET', '/api/v1/search?query=searchable&limit=41')).status).toBe(400);
  });

  it('refuses short queries and unknown types with suggestions; other orgs and unreadable types are not searched', async () => {
    const short = await admin('GET', '/api/v1/search?query=a');
    expect(short.status).toBe(400);
    expect(short.body.error.details[0].field).toBe('query.query');
    const unknownType = await admin('GET', '/api/v1/search?query=ab&types=tsk');
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.error.suggestion).toContain('task');
    await admin('POST', '/api/v1/tasks', { title: 'Zebra crossing plan' });
    const other = await newOrg('Search other org');
    expect((await client(other.apiKey)('GET', '/api/v1/search?query=zebra')).body.data).toEqual([]);
    // A key that cannot read tasks finds no tasks.
    const keyDb = createDb(databaseUrl, { min: 0, max: 1 });
    try {
      const { apiKey } = await new OrgService(keyDb).createKey({ userId: me, capabilities: ['vision:read'] });
      const hits = (await client(apiKey)('GET', '/api/v1/search?query=zebra')).body.data;
      expect(hits).toEqual([]);
      expect((await client(apiKey)('GET', `/api/v1/activities?entityType=task&entityId=TASK-1`)).status).toBe(403);
    } finally {
      await keyDb.destroy();
    }
  });

  it('has full-text and trigram indexes that serve the match predicate, not a table scan', async () => {
    // Test tables are small enough that the planner would scan them anyway; with scans priced out, the
    // predicate the search uses must be answerable from the GIN indexes alone.
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const plan = (await trx.raw(`EXPLAIN SELECT id FROM tasks WHERE search_doc @@ to_tsquery('english', 'onboard:*') OR 'onbaording' <% title`)).rows
        .map((r: any) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on tasks_search_doc/);
      expect(plan).toMatch(/Bitmap Index Scan on tasks_title_trgm/);
      expect(plan).not.toMatch(/Seq Scan/);
    });
  });
  it('past the newest rows, finds through the per-org index: title matches before newer body matches, prefixes and typos, this org only', async () => {
    const big = await newOrg('Search scale org');
    const c = client(big.apiKey);
    const old = (await c('POST', '/api/v1/tasks', { title: 'Quokkaqueue migration plan', description: 'Move every consumer.' })).body.data;
    await seedOrg(db, { orgId: big.orgId, tasks: PROBE_ROWS + 100, opportunities: 5, users: 3, teams: 2, vacuum: false });
    const newer: string[] = [];
    for (let i = 0; i < 3; i++)
      newer.push((await c('POST', '/api/v1/tasks', { title: `Unrelated chore ${i}`, description: 'Mentions the quokkaqueue in passing.' })).body.data.id);
    // A full page of newer titles holding a word near the typo below ("queue"): a typo is read as its closest
    // correction only, or these would fill the probe's page and hide the intended row.
    for (let i = 0; i < 21; i++) await c('POST', '/api/v1/tasks', { title: `Retry queue cleanup ${i}` });

    const hits = (await c('GET', '/api/v1/search?query=quokkaqueue')).body.data;
    expect(hits[0].id).toBe(old.id); // task 1, older than the newest PROBE_ROWS: a title match, first
    expect(
      hits
        .slice(1)
        .map((h: any) => h.id)
        .sort(),
    ).toEqual([...newer].sort()); // newer, but body matches
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
    expect((await c('GET', '/api/v1/search?query=quokaqueue')).body.data[0].id).toBe(old.id); // typo, found by its correction
    expect((await c('GET', '/api/v1/search?query=quokkaq%20migrat')).body.data[0].id).toBe(old.id); // every word a prefix
    expect((await c('GET', `/api/v1/search?query=${old.ref}`)).body.data[0]).toMatchObject({ id: old.id, ref: old.ref }); // exact ref first
    // Common words are answered from the newest rows: a full page, best first.
    const alpha = (await c('GET', '/api/v1/search?query=alpha&limit=40')).body.data;
    expect(alpha).toHaveLength(40);
    expect(alpha.map((h: any) => h.score)).toEqual([...alpha.map((h: any) => h.score)].sort((a: number, b: number) => b - a));
    // Another org's rows are never candidates.
    expect((await admin('GET', '/api/v1/search?query=quokkaqueue')).body.data).toEqual([]);
  });

  it('answers 503 with Retry-After and a suggestion when a search outlives its statement timeout; the next search works', async () => {
    // Its own server (in this process) with a 200 ms search timeout; a transaction holding the vocabulary table
    // makes the search wait on a lock until the timeout cancels it.
    const previous = process.env.SEXTANT_SEARCH_TIMEOUT_MS;
    process.env.SEXTANT_SEARCH_TIMEOUT_MS = '200';
    const server = await startServer({ databaseUrl, port: 0, logger: pino({ level: 'silent' }), rateLimit: 1_000_000 });
    const locker = createDb(databaseUrl, { min: 0, max: 1 });
    const search = () => checkedFetch(`http://127.0.0.1:${server.port}/api/v1/search?query=onboarding`, { headers: { authorization: `Bearer ${org.apiKey}` } });
    try {
      const trx = await locker.transaction();
      try {
        await trx.raw('LOCK TABLE search_words IN ACCESS EXCLUSIVE MODE');
        const started = Date.now();
        const res = await search();
        expect(Date.now() - started).toBeLessThan(3000);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('2');
        const body = await res.json();
        expect(body).toMatchObject({ ok: false, error: { code: 'SERVICE_UNAVAILABLE', data: { timeoutMs: 200, retryAfter: 2 } } });
        expect(body.error.message).toContain('200 ms');
        expect(body.error.suggestion).toMatch(/Retry after 2 s/);
      } finally {
        await trx.rollback();
      }
      // The cancelled search rolled back and gave its connection back: the same server answers at once.
      for (let i = 0; i < 3; i++) expect((await search()).status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.SEXTANT_SEARCH_TIMEOUT_MS;
      else process.env.SEXTANT_SEARCH_TIMEOUT_MS = previous;
      await locker.destroy();
      await server.close(0);
    }
  });
});

describe('activity log (spec 2 §4.3)', () => {
  it('records who changed which field from what to what, newest first, for every write', async () => {
    const t = (await admin('POST', '/api/v1/tasks', { title: 'Logged', priority: 'low' })).body.data;
    await eng('PATCH', `/api/v1/tasks/${t.ref}`, { priority: 'high', title: 'Logged twice' });
    await admin('POST', `/api/v1/tasks/${t.ref}/assignments`, { userId: org.engineerId, estimatedHours: 3 });
    const log = await admin('GET', `/api/v1/activities?entityType=task&entityId=${t.ref}`);
    expect(log.status).toBe(200);
    const [assigned, updated, created] = log.body.data;
    expect(assigned).toMatchObject({ action: 'added', subject: 'assignment', actorId: me, entityId: t.id });
    expect(assigned.changes).toContainEqual({ field: 'userId', from: null, to: org.engineerId });
    expect(updated).toMatchObject({ action: 'updated', subject: null, actorId: org.engineerId });
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'priority', from: 'low', to: 'high' },
        { field: 'title', from: 'Logged', to: 'Logged twice' },
      ]),
    );
    expect(updated.changes).toHaveLength(2);
    expect(created).toMatchObject({ action: 'created', actorId: me });
    expect(Date.parse(assigned.createdAt)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
    // Paging and the UUID form.
    const page = await admin('GET', `/api/v1/activities?entityType=task&entityId=${t.id}&limit=1`);
    expect(page.body.data[0].id).toBe(assigned.id);
    expect(page.body.actions.find((a: any) => a.rel === 'next')).toBeDefined();
  });

  it('covers every entity type, survives deletion by UUID, and is 404 for unknown or foreign entities', async () => {
    const metric = (await admin('POST', '/api/v1/metrics', { name: 'Activation', unit: 'percentage' })).body.data;
    await admin('POST', `/api/v1/metrics/${metric.ref}/values`, { value: 12 });
    const mlog = (await admin('GET', `/api/v1/activities?entityType=metric&entityId=${metric.ref}`)).body.data;
    // The reading is logged on its metric, and so is the metric's own change it causes (its current value).
    const kinds = mlog.map((a: any) => `${a.subject ?? ''}:${a.action}`);
    expect(kinds).toContain('reading:added');
    expect(kinds[kinds.length - 1]).toBe(':created');
    expect(mlog.find((a: any) => a.subject === 'reading').changes).toContainEqual({ field: 'value', from: null, to: 12 });
    await admin('DELETE', `/api/v1/metrics/${metric.ref}`);
    const after = await admin('GET', `/api/v1/activities?entityType=metric&entityId=${metric.id}`);
    expect(after.body.data.map((a: any) => a.action)).toContain('deleted');
    const team = (await admin('POST', '/api/v1/teams', { name: 'Logged team', prefix: 'LGT' })).body.data;
    expect((await admin('GET', `/api/v1/activities?entityType=team&entityId=${team.id}`)).body.data[0].action).toBe('created');
    const missing = await admin('GET', '/api/v1/activities?entityType=task&entityId=TASK-999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.suggestion).toContain('GET /api/v1/tasks');
    const other = await newOrg('Activity other org');
    expect((await client(other.apiKey)('GET', `/api/v1/activities?entityType=team&entityId=${team.id}`)).status).toBe(404);
  });

  it('leaves out financial changes for callers without cost:read (spec 2 §5.3)', async () => {
    const o = (await admin('POST', '/api/v1/opportunities', { title: 'Costly', estimatedCost: 1000 })).body.data;
    await admin('PATCH', `/api/v1/opportunities/${o.ref}`, { estimatedCost: 2500, description: 'Now described' });
    const asAdmin = (await admin('GET', `/api/v1/activities?entityType=opportunity&entityId=${o.ref}`)).body.data;
    expect(asAdmin[0].changes).toContainEqual({ field: 'estimatedCost', from: 1000, to: 2500 });
    const asEngineer = await eng('GET', `/api/v1/activities?entityType=opportunity&entityId=${o.ref}`);
    expect(JSON.stringify(asEngineer.body)).not.toMatch(/estimatedCost|2500/);
    expect(asEngineer.body.data[0].changes).toEqual([{ field: 'description', from: '', to: 'Now described' }]);
  });

  it("is written in the write's transaction: a refused write leaves no activity", async () => {
    const t = (await admin('POST', '/api/v1/tasks', { title: 'Atomic' })).body.data;
    const before = (await admin('GET', `/api/v1/activities?entityType=task&entityId=${t.ref}`)).body.data.length;
    expect((await admin('PATCH', `/api/v1/tasks/${t.ref}`, { ownerId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await admin('GET', `/api/v1/activities?entityType=task&entityId=${t.ref}`)).body.data.length).toBe(before);
  });
});

describe('subscriptions and notifications (spec 2 §4.3, §4.15)', () => {
  it('follow state is absolute; false covers never subscribed and muted', async () => {
    const t = (await admin('POST', '/api/v1/tasks', { title: 'Follow me' })).body.data;
    const q = `/api/v1/subscriptions?entityType=task&entityId=${t.ref}`;
    expect((await eng('GET', q)).body.data).toEqual({ entityType: 'task', entityId: t.id, subscribed: false });
    expect((await eng('POST', '/api/v1/subscriptions', { entityType: 'task', entityId: t.ref, subscribed: true })).body.data.subscribed).toBe(true);
    expect((await eng('POST', '/api/v1/subscriptions', { entityType: 'task', entityId: t.ref, subscribed: true })).status).toBe(200);
    expect((await eng('GET', q)).body.data.subscribed).toBe(true);
    const flip = (await eng('GET', q)).body.actions.find((a: any) => a.name === 'setSubscription');
    expect(flip.body).toEqual({ entityType: 'task', entityId: t.id, subscribed: false });
    expect((await eng('POST', '/api/v1/subscriptions', { entityType: 'tsk', entityId: t.ref, subscribed: true })).body.error.details[0].message).toContain(
      'did you mean task?',
    );
    expect((await eng('POST', '/api/v1/subscriptions', { entityType: 'task', entityId: 'TASK-999999', subscribed: true })).status).toBe(404);
  });

  it('assignment notifies the assignee and makes them follow; followers hear of changes by others, not their own', async () => {
    const engApi = eng;
    const before = (await engApi('GET', '/api/v1/notifications/unread-count')).body.data.count;
    const t = (await admin('POST', '/api/v1/tasks', { title: 'Assigned to Eng' })).body.data;
    await admin('POST', `/api/v1/tasks/${t.ref}/assignments`, { userId: org.engineerId });
    const inbox = (await engApi('GET', '/api/v1/notifications?unreadOnly=true')).body.data;
    expect(inbox[0]).toMatchObject({
      type: 'task_assigned',
      entityType: 'task',
      entityId: t.id,
      actorId: me,
      readAt: null,
      pinned: false,
      linkUrl: `/api/v1/tasks/${t.ref}`,
    });
    expect((await engApi('GET', '/api/v1/notifications/unread-count')).body.data.count).toBe(before + 1);
    expect((await engApi('GET', `/api/v1/subscriptions?entityType=task&entityId=${t.ref}`)).body.data.subscribed).toBe(true);

    await admin('PATCH', `/api/v1/tasks/${t.ref}`, { priority: 'urgent' }); // by someone else: notified
    await engApi('PATCH', `/api/v1/tasks/${t.ref}`, { description: 'mine' }); // own change: not notified
    const changed = (await engApi('GET', '/api/v1/notifications?types=entity_changed')).body.data.filter((n: any) => n.entityId === t.id);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ type: 'entity_changed', actorId: me, body: 'Changed: priority' });
    expect((await engApi('GET', '/api/v1/notifications/unread-count')).body.data.count).toBe(before + 2);
  });

  it("read, read-all, pin/unpin, unsubscribe; another user's notification is 404", async () => {
    const t = (await admin('POST', '/api/v1/tasks', { title: 'Inbox', ownerId: org.engineerId })).body.data;
    const n = (await eng('GET', '/api/v1/notifications')).body.data.find((x: any) => x.entityId === t.id);
    expect(n.type).toBe('task_assigned');
    const read = await eng('POST', `/api/v1/notifications/${n.id}/read`);
    expect(read.body.data.readAt).not.toBeNull();
    expect((await eng('POST', `/api/v1/notifications/${n.id}/read`)).body.data.readAt).toBe(read.body.data.readAt);
    expect(read.body.actions.map((a: any) => a.name)).not.toContain('readNotification');
    expect((await eng('POST', `/api/v1/notifications/${n.id}/pin`)).body.data.pinned).toBe(true);
    expect((await eng('GET', '/api/v1/notifications?pinned=true')).body.data.map((x: any) => x.id)).toEqual([n.id]);
    expect((await eng('POST', `/api/v1/notifications/${n.id}/unpin`)).body.data.pinned).toBe(false);
    expect((await admin('POST', `/api/v1/notifications/${n.id}/read`)).status).toBe(404);

    const muted = await eng('POST', `/api/v1/notifications/${n.id}/unsubscribe`);
    expect(muted.body.data).toEqual({ entityType: 'task', entityId: t.id, subscribed: false });
    await admin('PATCH', `/api/v1/tasks/${t.ref}`, { priority: 'high' });
    expect((await eng('GET', '/api/v1/notifications?types=entity_changed')).body.data.filter((x: any) => x.entityId === t.id)).toEqual([]);
    // Muting survives being assigned again.
    await admin('POST', `/api/v1/tasks/${t.ref}/assignments`, { userId: org.engineerId });
    expect((await eng('GET', `/api/v1/subscriptions?entityType=task&entityId=${t.ref}`)).body.data.subscribed).toBe(false);

    const all = await eng('POST', '/api/v1/notifications/read-all');
    expect(all.body.data.updated).toBeGreaterThan(0);
    expect((await eng('GET', '/api/v1/notifications/unread-count')).body.data.count).toBe(0);
    expect((await eng('POST', '/api/v1/notifications/read-all')).body.data.updated).toBe(0);
  });

  it('never names financial fields to followers', async () => {
    const o = (await admin('POST', '/api/v1/opportunities', { title: 'Followed cost' })).body.data;
    await eng('POST', '/api/v1/subscriptions', { entityType: 'opportunity', entityId: o.ref, subscribed: true });
    await admin('PATCH', `/api/v1/opportunities/${o.ref}`, { estimatedCost: 99 });
    await admin('PATCH', `/api/v1/opportunities/${o.ref}`, { estimatedCost: 100, title: 'Followed cost 2' });
    const about = (await eng('GET', '/api/v1/notifications')).body.data.filter((n: any) => n.entityId === o.id);
    expect(about).toHaveLength(1);
    expect(JSON.stringify(about)).not.toMatch(/estimated|cost:/i);
  });
});

describe('vision AI context (spec 2 §4.3)', () => {
  it('names the gaps and the tools that close them', async () => {
    const v = (await admin('POST', '/api/v1/visions', { name: 'Gappy', kind: 'product', narrative: 'n' })).body.data;
    const empty = (await admin('GET', `/api/v1/ai/context/vision/${v.ref}`)).body.data;
    expect(empty.context.gaps.map((g: any) => g.kind)).toContain('vision_without_objectives');
    expect(empty.tools.map((t: any) => t.name)).toContain('create_objective');

    const m = (await admin('POST', '/api/v1/metrics', { name: 'Gap metric', unit: 'count' })).body.data;
    const anchored = (
      await admin('POST', '/api/v1/objectives', { title: 'Anchored', visionId: v.ref, driId: me, metric: { metricId: m.id, operator: 'gte', target: 10 } })
    ).body.data;
    const loose = (await admin('POST', '/api/v1/objectives', { title: 'Loose', visionId: v.ref, driId: me })).body.data;
    const c = await admin('GET', `/api/v1/ai/context/vision/${v.ref}`);
    expect(c.status).toBe(200);
    const kinds = c.body.data.context.gaps.map((g: any) => `${g.kind}:${g.ref}`);
    expect(kinds).toEqual(
      expect.arrayContaining([`objective_without_metric:${loose.ref}`, `metric_without_readings:${m.ref}`, `objective_without_opportunities:${anchored.ref}`]),
    );
    expect(kinds).not.toContain('vision_without_objectives');
    expect(c.body.data.tools).toContainEqual(
      expect.objectContaining({ name: 'set_objective_metric', method: 'POST', href: `/api/v1/objectives/${loose.ref}/set-metric` }),
    );
    expect(c.body.data.tools).toContainEqual(expect.objectContaining({ name: 'create_metric_value', href: `/api/v1/metrics/${m.ref}/values` }));
    expect(c.body.data.context.counts).toMatchObject({ objectives: 2, metrics: 1 });
    expect(c.body.data.systemPrompt).toContain(v.ref);
    // The engineer may not create objectives: that tool is not offered to them.
    expect((await eng('GET', `/api/v1/ai/context/vision/${v.ref}`)).body.data.tools.map((t: any) => t.name)).not.toContain('set_objective_metric');
    expect((await client((await newOrg('AI other')).apiKey)('GET', `/api/v1/ai/context/vision/${v.id}`)).status).toBe(404);
  });
});

describe('errors carry suggestions (spec 2 §7)', () => {
  it('an unknown enum value lists the allowed values and suggests the closest', async () => {
    const r = await admin('POST', '/api/v1/tasks', { title: 'x', priority: 'hihg' });
    expect(r.body.error.details).toContainEqual({ field: 'body.priority', message: 'must be one of: low, medium, high, urgent (did you mean high?)' });
    const far = await admin('POST', '/api/v1/tasks', { title: 'x', priority: 'zzzzzzzz' });
    expect(far.body.error.details[0].message).not.toContain('did you mean');
  });
});
