/**
 * Intake on the real server and a real Postgres (spec 1 §3.1; spec 2 §4.12, §4.21, §9): the mapping of every insight
 * status, filters, paging and stats on a hand-computed example; tenancy; list_intake and get_intake_stats over MCP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { Customer, Insight, IntakeItem, IntakeStats } from '../../sdk/src/index';
import { allOf, envelope, failure, must, raw, useSdk } from '../lib/sdkAs.js';
import { useIntakeDb, db, setup } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useSdk();
useIntakeDb();

describe('intake (spec 1 §3.1; spec 2 §4.21)', () => {
  let ctx: Awaited<ReturnType<typeof setup>>;
  const at: Record<string, Insight> = {};
  let acme: Customer;

  /** Sets created_at `hours` ago. */
  const backdate = (id: string, hours: number) =>
    db('insights')
      .where({ org_id: ctx.org.orgId, id })
      .update({ created_at: db.raw(`now() - make_interval(secs => ?)`, [hours * 3600]) });

  beforeAll(async () => {
    ctx = await setup('Intake org');
    acme = await ctx.customer('Acme', 5000);
    const team = must(await sdk.createTeam({ name: 'Triage', prefix: 'TRI' }, undefined, ctx.admin));
    const opp = must(await sdk.createOpportunity({ title: 'Intake work' }, undefined, ctx.admin));
    const task = must(await sdk.createTask({ title: 'Intake task', teamId: team.id }, undefined, ctx.admin));
    const make = (key: string, source: sdk.CreateInsightBodySource, root: Partial<sdk.CreateInsightBody> = { customerId: acme.id }) =>
      ctx.insight(`Intake ${key}`, root, { source }).then((i) => (at[key] = i));
    await make('new1', 'interview');
    await make('new2', 'support');
    await make('new3', 'support', { stakeholderUserId: 'me' });
    await make('new4', 'sales');
    await make('review', 'interview');
    must(await sdk.setInsightReviewTeam(at.review.ref, { teamId: team.id }, undefined, ctx.admin));
    await make('need_context', 'support');
    must(await sdk.setInsightStatus(at.need_context.ref, { status: 'need_context', note: 'Which report?' }, undefined, ctx.admin));
    await make('active', 'interview');
    must(await sdk.attachInsight(at.active.ref, { entityType: 'opportunity', entityId: opp.ref }, undefined, ctx.admin));
    await make('delivered', 'sales');
    must(await sdk.attachInsight(at.delivered.ref, { entityType: 'task', entityId: task.ref }, undefined, ctx.admin));
    must(await sdk.setTaskStatus(task.ref, { status: 'in_progress' }, undefined, ctx.admin));
    must(await sdk.setTaskStatus(task.ref, { status: 'completed' }, undefined, ctx.admin));
    await make('rejected', 'observation');
    must(
      await sdk.setInsightStatus(
        at.rejected.ref,
        {
          status: 'rejected',
          note: 'Out of scope',
          rejectionCategory: 'not_aligned',
        },
        undefined,
        ctx.admin,
      ),
    );
    await make('archived', 'interview');
    must(await sdk.setInsightStatus(at.archived.ref, { status: 'archived' }, undefined, ctx.admin));
    await make('stale', 'interview');
    await db('insights').where({ org_id: ctx.org.orgId, id: at.stale.id }).update({ status: 'stale' });
    // ages (hours): the new items 10, 20, 30, 45 — median 25, oldest 45; the others older still, so the order is known
    const ages: Record<string, number> = {
      new1: 45,
      new2: 30,
      new3: 20,
      new4: 10,
      review: 60,
      need_context: 55,
      active: 70,
      delivered: 65,
      rejected: 50,
      archived: 100,
      stale: 90,
    };
    for (const [key, h] of Object.entries(ages)) await backdate(at[key].id, h);
  });

  it('maps every insight status; stale and archived are left out; oldest first with ageHours', async () => {
    const items = await allOf((cursor) => sdk.listIntake({ cursor, limit: 200 }, ctx.admin));
    const expected = [
      ['active', 'accepted'],
      ['delivered', 'accepted'],
      ['review', 'needs_shaping'],
      ['need_context', 'needs_shaping'],
      ['rejected', 'rejected'],
      ['new1', 'new'],
      ['new2', 'new'],
      ['new3', 'new'],
      ['new4', 'new'],
    ];
    expect(items.map((i) => [i.insightId, i.status])).toEqual(expected.map(([k, s]) => [at[k].id, s]));
    expect(items.map((i) => i.insightStatus)).toEqual([
      'active',
      'delivered',
      'review',
      'need_context',
      'rejected',
      'created',
      'created',
      'created',
      'created',
    ]);
    expect(items[5]).toEqual({
      insightId: at.new1.id,
      ref: at.new1.ref,
      verbatim: 'Intake new1',
      source: 'interview',
      customerId: acme.id,
      status: 'new',
      insightStatus: 'created',
      createdAt: expect.any(String),
      ageHours: 45,
    });
    expect(items.map((i) => i.ageHours)).toEqual([70, 65, 60, 55, 50, 45, 30, 20, 10]);
    expect(items.find((i) => i.insightId === at.new3.id)!.customerId).toBeNull();
  });

  it('filters status, source and customer (ref or UUID); pages keep the order', async () => {
    const ids = (list: IntakeItem[]) => list.map((i) => i.insightId);
    expect(ids(await allOf((cursor) => sdk.listIntake({ status: 'new', cursor, limit: 200 }, ctx.admin)))).toEqual(
      ['new1', 'new2', 'new3', 'new4'].map((k) => at[k].id),
    );
    expect(ids(await allOf((cursor) => sdk.listIntake({ status: 'needs_shaping', cursor, limit: 200 }, ctx.admin)))).toEqual([
      at.review.id,
      at.need_context.id,
    ]);
    expect(ids(await allOf((cursor) => sdk.listIntake({ status: 'rejected', cursor, limit: 200 }, ctx.admin)))).toEqual([at.rejected.id]);
    expect(ids(await allOf((cursor) => sdk.listIntake({ source: 'support', cursor, limit: 200 }, ctx.admin)))).toEqual([
      at.need_context.id,
      at.new2.id,
      at.new3.id,
    ]);
    expect(ids(await allOf((cursor) => sdk.listIntake({ status: 'new', source: 'support', cursor, limit: 200 }, ctx.admin)))).toEqual([at.new2.id, at.new3.id]);
    expect(ids(await allOf((cursor) => sdk.listIntake({ status: 'new', customerId: acme.ref, cursor, limit: 200 }, ctx.admin)))).toEqual([
      at.new1.id,
      at.new2.id,
      at.new4.id,
    ]);
    expect(ids(await allOf((cursor) => sdk.listIntake({ status: 'new', customerId: acme.id, cursor, limit: 200 }, ctx.admin)))).toEqual([
      at.new1.id,
      at.new2.id,
      at.new4.id,
    ]);
    const paged = await allOf((cursor) => sdk.listIntake({ cursor, limit: 2 }, ctx.admin));
    expect(ids(paged)).toEqual(ids(await allOf((cursor) => sdk.listIntake({ cursor, limit: 200 }, ctx.admin))));
    const first = envelope(await sdk.listIntake({ limit: 2 }, ctx.admin));
    expect(first.pagination.hasMore).toBe(true);
    expect(first.actions.filter((a) => a.name === 'getInsight').map((a) => a.href)).toEqual([
      `/api/v1/insights/${at.active.ref}`,
      `/api/v1/insights/${at.delivered.ref}`,
    ]);
    // each action is followed as offered (method, href, body): raw HTTP
    for (const a of first.actions) envelope(await raw(ctx.org.apiKey, a.method, a.href, a.body));
    // a status outside the enum: raw HTTP, the SDK's types do not let it be sent
    failure(await raw(ctx.org.apiKey, 'GET', '/api/v1/intake?status=accepted_maybe'), 400, 'VALIDATION_FAILED', 'query.status');
    failure(await sdk.listIntake({ customerId: 'CUS-9999' }, ctx.admin), 404, 'NOT_FOUND', 'query.customerId');
  });

  it('stats on a hand-computed example', async () => {
    const r = envelope(await sdk.getIntakeStats(ctx.admin));
    expect(r.data).toEqual({
      counts: { new: 4, needs_shaping: 2, accepted: 2, rejected: 1 },
      newMedianAgeHours: 25,
      newOldestAgeHours: 45,
      bySource: [
        { source: 'interview', new: 1, needs_shaping: 1, accepted: 1, rejected: 0 },
        { source: 'support', new: 2, needs_shaping: 1, accepted: 0, rejected: 0 },
        { source: 'sales', new: 1, needs_shaping: 0, accepted: 1, rejected: 0 },
        { source: 'observation', new: 0, needs_shaping: 0, accepted: 0, rejected: 1 },
      ],
    });
    expect(r.actions).toEqual([
      expect.objectContaining({ rel: 'new', name: 'listIntake', href: '/api/v1/intake?status=new', tool: 'list_intake', arguments: { status: 'new' } }),
    ]);
    expect(r.actions[0]).not.toHaveProperty('toolset');
    // the action's href is followed as offered: raw HTTP
    const followed = await raw<{ data: IntakeItem[] }>(ctx.org.apiKey, 'GET', r.actions[0].href);
    expect(followed.status, JSON.stringify(followed.data)).toBe(200);
    expect(followed.data.data).toHaveLength(4);
  });

  it('an org without intake: zero counts, null ages, no sources; tenancy', async () => {
    const other = await setup('Intake empty org');
    expect(envelope(await sdk.getIntakeStats(other.admin)).data).toEqual({
      counts: { new: 0, needs_shaping: 0, accepted: 0, rejected: 0 },
      newMedianAgeHours: null,
      newOldestAgeHours: null,
      bySource: [],
    });
    expect(await allOf((cursor) => sdk.listIntake({ cursor, limit: 200 }, other.admin))).toEqual([]);
    expect(await allOf((cursor) => sdk.listIntake({ customerId: acme.id, cursor, limit: 200 }, other.admin))).toEqual([]);
    failure(await sdk.listIntake({ customerId: acme.ref }, other.admin), 404, 'NOT_FOUND', 'query.customerId');
    // one new item of its own: median and oldest are its age
    const only = await other.insight('Only one');
    await db('insights')
      .where({ org_id: other.org.orgId, id: only.id })
      .update({ created_at: db.raw(`now() - interval '3 hours'`) });
    const stats = envelope(await sdk.getIntakeStats(other.admin)).data;
    expect(stats).toMatchObject({ counts: { new: 1, needs_shaping: 0, accepted: 0, rejected: 0 }, newMedianAgeHours: 3, newOldestAgeHours: 3 });
  });

  it('list_intake and get_intake_stats are default MCP tools and answer what REST does', async () => {
    const c = await mcpAs(ctx.org.engineerKey);
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_intake', 'get_intake_stats']));
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        const text = (r.content as { text: string }[])[0]?.text;
        return { isError: Boolean(r.isError), body: bodyOf(r.structuredContent ?? JSON.parse(text)) };
      };
      const stats = await call('get_intake_stats', {});
      expect(stats.isError).toBe(false);
      expect(stats.body.data as IntakeStats).toEqual(envelope(await sdk.getIntakeStats(ctx.admin)).data);
      const list = await call('list_intake', { status: 'new', customerId: acme.ref, fields: ['insightId'] }); // compact items carry the ref
      expect(list.isError, JSON.stringify(list.body).slice(0, 400)).toBe(false);
      expect((list.body.data as Pick<IntakeItem, 'insightId'>[]).map((i) => i.insightId)).toEqual([at.new1.id, at.new2.id, at.new4.id]);
      const bad = await call('list_intake', { status: 'fresh' });
      expect(bad.isError).toBe(true);
      expect(bad.body.error.details![0].field).toBe('status');
    } finally {
      await c.close();
    }
  });
});
