/**
 * The pattern board on the real server and a real Postgres (spec 2 §4.7 patternPromotion, §4.12): patterns on
 * near-duplicate clusters across customers (customerCount, arrAtStake, labels), ids stable across reads and growth,
 * ten concurrent board reads creating no duplicate, dismiss, link-insights, attach-work (members become active), the
 * deprecated accept (Deprecation header, meta.deprecation, still promoting), createOpportunity with patternPromotion
 * and its extra capability; tenancy. Similar insights: similar.live.test.ts; intake: intake.live.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { Customer, Insight, InsightPattern } from '../../sdk/src/index';
import { OrgService } from '../../src/services/orgs.js';
import { allOf, as, envelope, failure, must, raw, useSdk } from '../lib/sdkAs.js';
import { useIntakeDb, db, setup, patternWith, sorted } from './_setup.js';

useSdk();
useIntakeDb();

describe('the pattern board (spec 2 §4.12)', () => {
  let ctx: Awaited<ReturnType<typeof setup>>;
  let acme: Customer;
  let globex: Customer;
  let initech: Customer;
  const sso: Insight[] = [];
  const slack: Insight[] = [];
  let loner: Insight;
  let ssoPattern: InsightPattern;
  let slackPattern: InsightPattern;

  beforeAll(async () => {
    ctx = await setup('Patterns org');
    acme = await ctx.customer('Acme', 100000);
    globex = await ctx.customer('Globex', 50000.5);
    initech = await ctx.customer('Initech', 20000);
    sso.push(await ctx.insight('We need single sign-on with Okta for all our staff', { customerId: acme.id }));
    sso.push(await ctx.insight('Single sign-on with Okta for our staff', { customerId: globex.id }));
    sso.push(await ctx.insight('We need single sign on with Okta for all staff members', { customerId: acme.id }));
    slack.push(await ctx.insight('Post deal alerts to a Slack channel', { customerId: initech.id }));
    slack.push(await ctx.insight('Post deal alerts into our Slack channel automatically', { customerId: initech.id }));
    loner = await ctx.insight('Print invoices on A5 paper');
    // judged: linked to work (active) or rejected — never clustered, however similar
    const opp = must(await sdk.createOpportunity({ title: 'Judged work' }, undefined, ctx.admin));
    const judged = await ctx.insight('We need single sign-on with Okta for all our staff, urgently', { customerId: acme.id });
    must(await sdk.attachInsight(judged.ref, { entityType: 'opportunity', entityId: opp.ref }, undefined, ctx.admin));
    const rejected = await ctx.insight('We need single sign-on with Okta for our staff now');
    must(await sdk.setInsightStatus(rejected.ref, { status: 'rejected', note: 'Not this year', rejectionCategory: 'not_now' }, undefined, ctx.admin));
    // in review: still unjudged
    const team = must(await sdk.createTeam({ name: 'Identity', prefix: 'IDN' }, undefined, ctx.admin));
    must(await sdk.setInsightReviewTeam(sso[2].ref, { teamId: team.id }, undefined, ctx.admin));
  });

  it('clusters unjudged near-duplicates across customers, ARR at stake first, with labels and counts', async () => {
    const b = await ctx.board();
    expect(b).toMatchObject({ enabled: true, embeddingModelConfigured: false, unjudgedCount: 6, truncated: false });
    expect(b.patterns).toHaveLength(2);
    [ssoPattern, slackPattern] = b.patterns;
    expect(ssoPattern).toEqual({
      id: expect.any(String),
      label: 'Single sign-on with Okta for our staff',
      status: 'open',
      insightIds: sso.map((i) => i.id),
      customerCount: 2,
      arrAtStake: 150000.5,
      opportunityId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(slackPattern).toMatchObject({
      label: 'Post deal alerts to a Slack channel',
      insightIds: slack.map((i) => i.id),
      customerCount: 1,
      arrAtStake: 20000,
    });
    expect(patternWith(b, loner.id)).toBeUndefined();
  });

  it('keeps the ids across reads and when a near-duplicate joins; the label is cut to 80 characters', async () => {
    const again = await ctx.board();
    expect(again.patterns.map((p) => p.id)).toEqual([ssoPattern.id, slackPattern.id]);
    expect(again.patterns[0].updatedAt).toBe(ssoPattern.updatedAt); // nothing changed, nothing written
    const joined = await ctx.insight('Single sign-on with Okta for our staff and contractors', { customerId: initech.id });
    const grown = await ctx.board();
    const p = patternWith(grown, joined.id)!;
    expect(p.id).toBe(ssoPattern.id);
    expect(p.insightIds).toEqual([...sso, joined].map((i) => i.id));
    expect(p).toMatchObject({ customerCount: 3, arrAtStake: 170000.5 });
    expect(p.updatedAt > ssoPattern.updatedAt).toBe(true);
    sso.push(joined);
    expect(await db('insight_patterns').where({ org_id: ctx.org.orgId }).count('* as n').first()).toEqual({ n: 2 });

    const long = 'Weekly digest email summarising every overdue invoice per customer account with totals and the owner of each account';
    const a = await ctx.insight(long);
    const c = await ctx.insight(`${long}, please`);
    const digest = patternWith(await ctx.board(), a.id)!;
    expect(digest.insightIds).toEqual([a.id, c.id]);
    expect(digest.label).toBe(`${long.slice(0, 79)}…`);
    expect(Array.from(digest.label)).toHaveLength(80);
    envelope(await sdk.dismissInsightPattern(digest.id, {}, undefined, ctx.admin));
  });

  it('ten concurrent board reads create no duplicate pattern', async () => {
    const calendar = [
      await ctx.insight('Two-way sync with Google Calendar for due dates'),
      await ctx.insight('Two way sync with Google Calendar for all due dates'),
      await ctx.insight('Sync due dates two-way with Google Calendar'),
    ];
    const boards = await Promise.all(Array.from({ length: 10 }, () => ctx.board()));
    const ids = new Set(boards.map((b) => patternWith(b, calendar[0].id)?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(String));
    const { rows } = await db.raw(
      `SELECT count(DISTINCT m.pattern_id)::int AS n FROM insight_pattern_members m WHERE m.org_id = ? AND m.insight_id = ANY (?::uuid[])`,
      [ctx.org.orgId, calendar.map((i) => i.id)],
    );
    expect(rows[0].n).toBe(1);
    for (const b of boards) expect(b.patterns.map((p) => p.id)).toEqual(boards[0].patterns.map((p) => p.id));
  });

  it('dismiss: off the board for good, even when the cluster grows; a second dismiss is 409, an unknown pattern 404', async () => {
    const r = envelope(await sdk.dismissInsightPattern(slackPattern.id, {}, undefined, ctx.admin));
    expect(r.data).toMatchObject({ id: slackPattern.id, status: 'dismissed', insightIds: slack.map((i) => i.id) });
    expect(r.actions.map((a) => a.name)).toEqual(['getInsightPatterns']);
    expect(patternWith(await ctx.board(), slack[0].id)).toBeUndefined();
    const more = await ctx.insight('Post deal alerts to our Slack channel', { customerId: initech.id });
    expect(patternWith(await ctx.board(), more.id)).toBeUndefined();
    const conflict = failure(await sdk.dismissInsightPattern(slackPattern.id, {}, undefined, ctx.admin), 409, 'INVALID_STATE_TRANSITION');
    expect(conflict.data).toMatchObject({ from: 'dismissed' });
    failure(await sdk.dismissInsightPattern(randomUUID(), {}, undefined, ctx.admin), 404, 'NOT_FOUND', 'path.patternId');
    failure(await sdk.linkInsightPatternInsights(slackPattern.id, { insightIds: [loner.ref] }, undefined, ctx.admin), 409, 'INVALID_STATE_TRANSITION');
  });

  it('link-insights: pinned members (by ref or UUID) stay across reads; an unknown insight is 404 naming it', async () => {
    const linked = envelope(await sdk.linkInsightPatternInsights(ssoPattern.id, { insightIds: [loner.ref, loner.id] }, undefined, ctx.admin), 200);
    expect(linked.data.insightIds).toEqual([...sso, loner].sort((x, y) => x.number - y.number).map((i) => i.id));
    expect(linked.actions.map((a) => a.name)).toEqual(['dismissInsightPattern', 'getInsightPatterns']);
    const { rows } = await db.raw('SELECT pinned FROM insight_pattern_members WHERE org_id = ? AND pattern_id = ? AND insight_id = ?', [
      ctx.org.orgId,
      ssoPattern.id,
      loner.id,
    ]);
    expect(rows).toEqual([{ pinned: true }]);
    const p = patternWith(await ctx.board(), loner.id)!;
    expect(p.id).toBe(ssoPattern.id);
    expect(p.label).toBe('Print invoices on A5 paper'); // now the shortest member
    failure(
      await sdk.linkInsightPatternInsights(ssoPattern.id, { insightIds: [loner.id, randomUUID()] }, undefined, ctx.admin),
      404,
      'NOT_FOUND',
      'body.insightIds.1',
    );
    failure(await sdk.linkInsightPatternInsights(ssoPattern.id, { insightIds: ['INS-99999'] }, undefined, ctx.admin), 404, 'NOT_FOUND', 'body.insightIds.0');
  });

  it('attach-work: every member linked to the task (created → active), existing links keep their flags, the pattern leaves the board', async () => {
    const b = await ctx.board();
    const calendarPattern = b.patterns.find((p) => p.label.includes('Google Calendar'))!;
    const team = must(await sdk.createTeam({ name: 'Integrations', prefix: 'INT' }, undefined, ctx.admin));
    const task = must(await sdk.createTask({ title: 'Calendar sync', teamId: team.id }, undefined, ctx.admin));
    const [first, ...rest] = calendarPattern.insightIds;
    must(await sdk.attachInsight(first, { entityType: 'task', entityId: task.ref, pinned: true }, undefined, ctx.admin));
    failure(
      await sdk.attachInsightPatternWork(calendarPattern.id, { entityType: 'task', entityId: 'INT-999' }, undefined, ctx.admin),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    failure(
      await sdk.attachInsightPatternWork(calendarPattern.id, { entityType: 'opportunity', entityId: randomUUID() }, undefined, ctx.admin),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    const r = envelope(await sdk.attachInsightPatternWork(calendarPattern.id, { entityType: 'task', entityId: task.ref }, undefined, ctx.admin), 200);
    expect(r.data).toMatchObject({ id: calendarPattern.id, status: 'attached', opportunityId: null });
    for (const id of calendarPattern.insightIds) {
      const i = must(await sdk.getInsight(id, ctx.admin));
      expect(i.status).toBe('active');
      expect(i.links).toEqual([{ entityType: 'task', entityId: task.id, ref: task.ref, pinned: id === first, blocking: false }]);
    }
    expect(rest).toHaveLength(2);
    expect(patternWith(await ctx.board(), first)).toBeUndefined();
    failure(
      await sdk.attachInsightPatternWork(calendarPattern.id, { entityType: 'task', entityId: task.ref }, undefined, ctx.admin),
      409,
      'INVALID_STATE_TRANSITION',
    );
  });

  it('accept (deprecated): still promotes, with the Deprecation header and meta.deprecation; needs opportunity:create too', async () => {
    const eng = as(ctx.org.engineerKey);
    const refused = failure(await sdk.acceptInsightPattern(ssoPattern.id, {}, undefined, eng), 403, 'FORBIDDEN');
    expect(refused.data).toEqual({ required: ['opportunity:create'], missing: ['opportunity:create'] });
    failure(await sdk.acceptInsightPattern(ssoPattern.id, { title: 'x'.repeat(201) }, undefined, ctx.admin), 400, 'VALIDATION_FAILED', 'body.title');

    const members = patternWith(await ctx.board(), loner.id)!.insightIds;
    const reply = await sdk.acceptInsightPattern(ssoPattern.id, {}, undefined, ctx.admin);
    const r = { body: envelope(reply, 201) };
    expect(reply.headers.get('deprecation')).toBe('true');
    expect(r.body.meta.deprecation).toEqual({ deprecated: true, replacement: 'patternPromotion on createOpportunity, or attachInsightPatternWork' });
    const opp = r.body.data!;
    expect(opp).toMatchObject({ title: 'Print invoices on A5 paper', state: 'backlog', ref: expect.stringMatching(/^OPP-\d+$/) });
    const linked = await allOf((cursor) => sdk.listInsights({ opportunityId: opp.ref, cursor, limit: 200 }, ctx.admin));
    expect(sorted(linked.map((i) => i.id))).toEqual(sorted(members));
    // created ones became active; the one in review stays in review (its review decides)
    expect(linked.filter((i) => i.status !== 'active').map((i) => [i.id, i.status])).toEqual([[sso[2].id, 'review']]);
    const row = await db('insight_patterns').where({ org_id: ctx.org.orgId, id: ssoPattern.id }).first();
    expect(row).toMatchObject({ status: 'promoted', opportunity_id: opp.id });
    expect(patternWith(await ctx.board(), loner.id)).toBeUndefined();
    failure(await sdk.acceptInsightPattern(ssoPattern.id, {}, undefined, ctx.admin), 409, 'INVALID_STATE_TRANSITION');
    // a refused accept creates nothing
    expect(
      (await allOf((cursor) => sdk.listOpportunities({ cursor, limit: 200 }, ctx.admin))).filter((o) => o.title === 'Print invoices on A5 paper'),
    ).toHaveLength(1);
  });

  it('createOpportunity with patternPromotion: linked to every insight, promoted, in one transaction; needs insight:update', async () => {
    const reports = [
      await ctx.insight('Schedule the monthly revenue report as a PDF email', { customerId: globex.id }),
      await ctx.insight('Schedule a monthly revenue report PDF by email', { customerId: acme.id }),
    ];
    const p = patternWith(await ctx.board(), reports[0].id)!;
    expect(p).toMatchObject({ insightIds: reports.map((i) => i.id), customerCount: 2, arrAtStake: 150000.5 });

    const orgs = new OrgService(db);
    const { apiKey } = await orgs.createKey({
      userId: ctx.org.userId,
      role: 'admin',
      capabilities: ['opportunity:create', 'opportunity:read', 'insight:read'],
    });
    const narrow = as(apiKey);
    const refused = failure(
      await sdk.createOpportunity({ title: 'Report scheduling', patternPromotion: { patternId: p.id } }, undefined, narrow),
      403,
      'FORBIDDEN',
    );
    expect(refused.data).toEqual({ required: ['insight:update'], missing: ['insight:update'] });
    // without patternPromotion the same key creates opportunities as before
    envelope(await sdk.createOpportunity({ title: 'Plain opportunity' }, undefined, narrow), 201);
    failure(
      await sdk.createOpportunity({ title: 'Report scheduling', patternPromotion: { patternId: randomUUID() } }, undefined, ctx.admin),
      404,
      'NOT_FOUND',
      'body.patternPromotion.patternId',
    );
    failure(
      await sdk.createOpportunity({ title: 'Report scheduling', patternPromotion: { patternId: slackPattern.id } }, undefined, ctx.admin),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect((await allOf((cursor) => sdk.listOpportunities({ cursor, limit: 200 }, ctx.admin))).filter((o) => o.title === 'Report scheduling')).toEqual([]);

    const opp = envelope(
      await sdk.createOpportunity({ title: 'Report scheduling', teamId: null, patternPromotion: { patternId: p.id } }, undefined, ctx.admin),
      201,
    ).data;
    const linked = await allOf((cursor) => sdk.listInsights({ opportunityId: opp.id, cursor, limit: 200 }, ctx.admin));
    expect(sorted(linked.map((i) => i.id))).toEqual(sorted(reports.map((i) => i.id)));
    expect(await db('insight_patterns').where({ org_id: ctx.org.orgId, id: p.id }).first()).toMatchObject({ status: 'promoted', opportunity_id: opp.id });
    failure(await sdk.createOpportunity({ title: 'Again', patternPromotion: { patternId: p.id } }, undefined, ctx.admin), 409, 'INVALID_STATE_TRANSITION');
  });

  it("the board's actions succeed when followed", async () => {
    await ctx.insight('Keyboard shortcuts for the kanban board columns');
    await ctx.insight('Keyboard shortcuts for kanban board columns please');
    const r = envelope(await sdk.getInsightPatterns(ctx.admin));
    expect(r.actions[0]).toMatchObject({ rel: 'self', name: 'getInsightPatterns' });
    const dismiss = r.actions.find((a) => a.name === 'dismissInsightPattern');
    expect(dismiss).toMatchObject({ method: 'POST', body: {}, tool: 'dismiss_insight_pattern', toolset: 'insights' });
    // the action is followed as offered (method, href, body): raw HTTP
    envelope(await raw(ctx.org.apiKey, dismiss!.method, dismiss!.href, dismiss!.body));
  });

  it('tenancy: another org sees none of these patterns and cannot act on them', async () => {
    const a = await ctx.insight('Bulk archive of closed tickets older than a year');
    await ctx.insight('Bulk archive closed tickets older than one year');
    const target = patternWith(await ctx.board(), a.id)!.id;
    const other = await setup('Patterns other org');
    const mine = await other.insight('Bulk archive of closed tickets older than a year');
    await other.insight('Bulk archive closed tickets older than one year');
    const theirBoard = await other.board();
    expect(theirBoard.patterns).toHaveLength(1);
    expect(theirBoard.patterns[0].id).not.toBe(target);
    expect(theirBoard.patterns[0].insightIds).toContain(mine.id);
    const calls: [() => Promise<{ status: number; data: unknown; headers: Headers }>, string][] = [
      [() => sdk.dismissInsightPattern(target, {}, undefined, other.admin), 'path.patternId'],
      [() => sdk.linkInsightPatternInsights(target, { insightIds: [mine.id] }, undefined, other.admin), 'path.patternId'],
      [() => sdk.attachInsightPatternWork(target, { entityType: 'opportunity', entityId: randomUUID() }, undefined, other.admin), 'path.patternId'],
      [() => sdk.acceptInsightPattern(target, {}, undefined, other.admin), 'path.patternId'],
      [() => sdk.createOpportunity({ title: 'Steal', patternPromotion: { patternId: target } }, undefined, other.admin), 'body.patternPromotion.patternId'],
    ];
    for (const [call, field] of calls) failure(await call(), 404, 'NOT_FOUND', field);
    // their insight cannot join our pattern either
    failure(await sdk.linkInsightPatternInsights(target, { insightIds: [mine.id] }, undefined, ctx.admin), 404, 'NOT_FOUND', 'body.insightIds.0');
    expect(patternWith(await ctx.board(), a.id)!.id).toBe(target);
  });
});
