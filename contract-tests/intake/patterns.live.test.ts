/**
 * The pattern board on the real server and a real Postgres (spec 2 §4.7 patternPromotion, §4.12): patterns on
 * near-duplicate clusters across customers (customerCount, arrAtStake, labels), ids stable across reads and growth,
 * ten concurrent board reads creating no duplicate, dismiss, link-insights, attach-work (members become active), the
 * deprecated accept (Deprecation header, meta.deprecation, still promoting), createOpportunity with patternPromotion
 * and its extra capability; tenancy. Similar insights: similar.live.test.ts; intake: intake.live.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { all, client, data } from '../lib/http.js';
import { OrgService } from '../../src/services/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { useIntakeDb, db, setup, patternWith, sorted } from './_setup.js';

useIntakeDb();

describe('the pattern board (spec 2 §4.12)', () => {
  let ctx: Awaited<ReturnType<typeof setup>>;
  let acme: any;
  let globex: any;
  let initech: any;
  const sso: any[] = [];
  const slack: any[] = [];
  let loner: any;
  let ssoPattern: any;
  let slackPattern: any;

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
    const opp = await data(ctx.admin, 'POST', '/api/v1/opportunities', { title: 'Judged work' });
    const judged = await ctx.insight('We need single sign-on with Okta for all our staff, urgently', { customerId: acme.id });
    await data(ctx.admin, 'POST', `/api/v1/insights/${judged.ref}/attach`, { entityType: 'opportunity', entityId: opp.ref });
    const rejected = await ctx.insight('We need single sign-on with Okta for our staff now');
    await data(ctx.admin, 'POST', `/api/v1/insights/${rejected.ref}/set-status`, { status: 'rejected', note: 'Not this year', rejectionCategory: 'not_now' });
    // in review: still unjudged
    const team = await data(ctx.admin, 'POST', '/api/v1/teams', { name: 'Identity', prefix: 'IDN' });
    await data(ctx.admin, 'POST', `/api/v1/insights/${sso[2].ref}/set-review-team`, { teamId: team.id });
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
    expect(again.patterns.map((p: any) => p.id)).toEqual([ssoPattern.id, slackPattern.id]);
    expect(again.patterns[0].updatedAt).toBe(ssoPattern.updatedAt); // nothing changed, nothing written
    const joined = await ctx.insight('Single sign-on with Okta for our staff and contractors', { customerId: initech.id });
    const grown = await ctx.board();
    const p = patternWith(grown, joined.id);
    expect(p.id).toBe(ssoPattern.id);
    expect(p.insightIds).toEqual([...sso, joined].map((i) => i.id));
    expect(p).toMatchObject({ customerCount: 3, arrAtStake: 170000.5 });
    expect(p.updatedAt > ssoPattern.updatedAt).toBe(true);
    sso.push(joined);
    expect(await db('insight_patterns').where({ org_id: ctx.org.orgId }).count('* as n').first()).toEqual({ n: 2 });

    const long = 'Weekly digest email summarising every overdue invoice per customer account with totals and the owner of each account';
    const a = await ctx.insight(long);
    const c = await ctx.insight(`${long}, please`);
    const digest = patternWith(await ctx.board(), a.id);
    expect(digest.insightIds).toEqual([a.id, c.id]);
    expect(digest.label).toBe(`${long.slice(0, 79)}…`);
    expect(Array.from(digest.label)).toHaveLength(80);
    expectStatus(await ctx.admin('POST', `/api/v1/insights/patterns/${digest.id}/dismiss`, {}), 200);
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
    for (const b of boards) expect(b.patterns.map((p: any) => p.id)).toEqual(boards[0].patterns.map((p: any) => p.id));
  });

  it('dismiss: off the board for good, even when the cluster grows; a second dismiss is 409, an unknown pattern 404', async () => {
    const r = expectStatus(await ctx.admin('POST', `/api/v1/insights/patterns/${slackPattern.id}/dismiss`, {}), 200);
    expect(r.data).toMatchObject({ id: slackPattern.id, status: 'dismissed', insightIds: slack.map((i) => i.id) });
    expect(r.actions.map((a: any) => a.name)).toEqual(['getInsightPatterns']);
    expect(patternWith(await ctx.board(), slack[0].id)).toBeUndefined();
    const more = await ctx.insight('Post deal alerts to our Slack channel', { customerId: initech.id });
    expect(patternWith(await ctx.board(), more.id)).toBeUndefined();
    const conflict = expectFailure(await ctx.admin('POST', `/api/v1/insights/patterns/${slackPattern.id}/dismiss`, {}), 409, 'INVALID_STATE_TRANSITION');
    expect(conflict.data).toMatchObject({ from: 'dismissed' });
    expectFailure(await ctx.admin('POST', `/api/v1/insights/patterns/${randomUUID()}/dismiss`, {}), 404, 'NOT_FOUND', 'path.patternId');
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${slackPattern.id}/link-insights`, { insightIds: [loner.ref] }),
      409,
      'INVALID_STATE_TRANSITION',
    );
  });

  it('link-insights: pinned members (by ref or UUID) stay across reads; an unknown insight is 404 naming it', async () => {
    const linked = expectStatus(
      await ctx.admin('POST', `/api/v1/insights/patterns/${ssoPattern.id}/link-insights`, { insightIds: [loner.ref, loner.id] }),
      200,
    );
    expect(linked.data.insightIds).toEqual([...sso, loner].sort((x, y) => x.number - y.number).map((i) => i.id));
    expect(linked.actions.map((a: any) => a.name)).toEqual(['dismissInsightPattern', 'getInsightPatterns']);
    const { rows } = await db.raw('SELECT pinned FROM insight_pattern_members WHERE org_id = ? AND pattern_id = ? AND insight_id = ?', [
      ctx.org.orgId,
      ssoPattern.id,
      loner.id,
    ]);
    expect(rows).toEqual([{ pinned: true }]);
    const p = patternWith(await ctx.board(), loner.id);
    expect(p.id).toBe(ssoPattern.id);
    expect(p.label).toBe('Print invoices on A5 paper'); // now the shortest member
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${ssoPattern.id}/link-insights`, { insightIds: [loner.id, randomUUID()] }),
      404,
      'NOT_FOUND',
      'body.insightIds.1',
    );
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${ssoPattern.id}/link-insights`, { insightIds: ['INS-99999'] }),
      404,
      'NOT_FOUND',
      'body.insightIds.0',
    );
  });

  it('attach-work: every member linked to the task (created → active), existing links keep their flags, the pattern leaves the board', async () => {
    const b = await ctx.board();
    const calendarPattern = b.patterns.find((p: any) => p.label.includes('Google Calendar'));
    const team = await data(ctx.admin, 'POST', '/api/v1/teams', { name: 'Integrations', prefix: 'INT' });
    const task = await data(ctx.admin, 'POST', '/api/v1/tasks', { title: 'Calendar sync', teamId: team.id });
    const [first, ...rest] = calendarPattern.insightIds;
    await data(ctx.admin, 'POST', `/api/v1/insights/${first}/attach`, { entityType: 'task', entityId: task.ref, pinned: true });
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${calendarPattern.id}/attach-work`, { entityType: 'task', entityId: 'INT-999' }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${calendarPattern.id}/attach-work`, { entityType: 'opportunity', entityId: randomUUID() }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    const r = expectStatus(
      await ctx.admin('POST', `/api/v1/insights/patterns/${calendarPattern.id}/attach-work`, { entityType: 'task', entityId: task.ref }),
      200,
    );
    expect(r.data).toMatchObject({ id: calendarPattern.id, status: 'attached', opportunityId: null });
    for (const id of calendarPattern.insightIds) {
      const i = await data(ctx.admin, 'GET', `/api/v1/insights/${id}`);
      expect(i.status).toBe('active');
      expect(i.links).toEqual([{ entityType: 'task', entityId: task.id, ref: task.ref, pinned: id === first, blocking: false }]);
    }
    expect(rest).toHaveLength(2);
    expect(patternWith(await ctx.board(), first)).toBeUndefined();
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${calendarPattern.id}/attach-work`, { entityType: 'task', entityId: task.ref }),
      409,
      'INVALID_STATE_TRANSITION',
    );
  });

  it('accept (deprecated): still promotes, with the Deprecation header and meta.deprecation; needs opportunity:create too', async () => {
    const eng = client(ctx.org.engineerKey);
    const refused = expectFailure(await eng('POST', `/api/v1/insights/patterns/${ssoPattern.id}/accept`, {}), 403, 'FORBIDDEN');
    expect(refused.data).toEqual({ required: ['opportunity:create'], missing: ['opportunity:create'] });
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${ssoPattern.id}/accept`, { title: 'x'.repeat(201) }),
      400,
      'VALIDATION_FAILED',
      'body.title',
    );

    const members = patternWith(await ctx.board(), loner.id).insightIds;
    const reply = await ctx.admin('POST', `/api/v1/insights/patterns/${ssoPattern.id}/accept`, {});
    const r = { body: expectStatus(reply, 201) };
    expect(reply.headers.get('deprecation')).toBe('true');
    expect(r.body.meta.deprecation).toEqual({ deprecated: true, replacement: 'patternPromotion on createOpportunity, or attachInsightPatternWork' });
    const opp = r.body.data;
    expect(opp).toMatchObject({ title: 'Print invoices on A5 paper', state: 'backlog', ref: expect.stringMatching(/^OPP-\d+$/) });
    const linked = await all(ctx.admin, `/api/v1/insights?opportunityId=${opp.ref}`);
    expect(sorted(linked.map((i) => i.id))).toEqual(sorted(members));
    // created ones became active; the one in review stays in review (its review decides)
    expect(linked.filter((i) => i.status !== 'active').map((i) => [i.id, i.status])).toEqual([[sso[2].id, 'review']]);
    const row = await db('insight_patterns').where({ org_id: ctx.org.orgId, id: ssoPattern.id }).first();
    expect(row).toMatchObject({ status: 'promoted', opportunity_id: opp.id });
    expect(patternWith(await ctx.board(), loner.id)).toBeUndefined();
    expectFailure(await ctx.admin('POST', `/api/v1/insights/patterns/${ssoPattern.id}/accept`, {}), 409, 'INVALID_STATE_TRANSITION');
    // a refused accept creates nothing
    expect((await all(ctx.admin, '/api/v1/opportunities')).filter((o) => o.title === 'Print invoices on A5 paper')).toHaveLength(1);
  });

  it('createOpportunity with patternPromotion: linked to every insight, promoted, in one transaction; needs insight:update', async () => {
    const reports = [
      await ctx.insight('Schedule the monthly revenue report as a PDF email', { customerId: globex.id }),
      await ctx.insight('Schedule a monthly revenue report PDF by email', { customerId: acme.id }),
    ];
    const p = patternWith(await ctx.board(), reports[0].id);
    expect(p).toMatchObject({ insightIds: reports.map((i) => i.id), customerCount: 2, arrAtStake: 150000.5 });

    const orgs = new OrgService(db);
    const { apiKey } = await orgs.createKey({
      userId: ctx.org.userId,
      role: 'admin',
      capabilities: ['opportunity:create', 'opportunity:read', 'insight:read'],
    });
    const narrow = client(apiKey);
    const refused = expectFailure(
      await narrow('POST', '/api/v1/opportunities', { title: 'Report scheduling', patternPromotion: { patternId: p.id } }),
      403,
      'FORBIDDEN',
    );
    expect(refused.data).toEqual({ required: ['insight:update'], missing: ['insight:update'] });
    // without patternPromotion the same key creates opportunities as before
    expectStatus(await narrow('POST', '/api/v1/opportunities', { title: 'Plain opportunity' }), 201);
    expectFailure(
      await ctx.admin('POST', '/api/v1/opportunities', { title: 'Report scheduling', patternPromotion: { patternId: randomUUID() } }),
      404,
      'NOT_FOUND',
      'body.patternPromotion.patternId',
    );
    expectFailure(
      await ctx.admin('POST', '/api/v1/opportunities', { title: 'Report scheduling', patternPromotion: { patternId: slackPattern.id } }),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect((await all(ctx.admin, '/api/v1/opportunities')).filter((o) => o.title === 'Report scheduling')).toEqual([]);

    const opp = expectStatus(
      await ctx.admin('POST', '/api/v1/opportunities', { title: 'Report scheduling', teamId: null, patternPromotion: { patternId: p.id } }),
      201,
    ).data;
    const linked = await all(ctx.admin, `/api/v1/insights?opportunityId=${opp.id}`);
    expect(sorted(linked.map((i) => i.id))).toEqual(sorted(reports.map((i) => i.id)));
    expect(await db('insight_patterns').where({ org_id: ctx.org.orgId, id: p.id }).first()).toMatchObject({ status: 'promoted', opportunity_id: opp.id });
    expectFailure(await ctx.admin('POST', '/api/v1/opportunities', { title: 'Again', patternPromotion: { patternId: p.id } }), 409, 'INVALID_STATE_TRANSITION');
  });

  it("the board's actions succeed when followed", async () => {
    await ctx.insight('Keyboard shortcuts for the kanban board columns');
    await ctx.insight('Keyboard shortcuts for kanban board columns please');
    const r = expectStatus(await ctx.admin('GET', '/api/v1/insights/patterns'), 200);
    expect(r.actions[0]).toMatchObject({ rel: 'self', name: 'getInsightPatterns' });
    const dismiss = r.actions.find((a: any) => a.name === 'dismissInsightPattern');
    expect(dismiss).toMatchObject({ method: 'POST', body: {}, tool: 'dismiss_insight_pattern', toolset: 'insights' });
    expectStatus(await ctx.admin(dismiss.method, dismiss.href, dismiss.body), 200);
  });

  it('tenancy: another org sees none of these patterns and cannot act on them', async () => {
    const a = await ctx.insight('Bulk archive of closed tickets older than a year');
    await ctx.insight('Bulk archive closed tickets older than one year');
    const target = patternWith(await ctx.board(), a.id).id;
    const other = await setup('Patterns other org');
    const mine = await other.insight('Bulk archive of closed tickets older than a year');
    await other.insight('Bulk archive closed tickets older than one year');
    const theirBoard = await other.board();
    expect(theirBoard.patterns).toHaveLength(1);
    expect(theirBoard.patterns[0].id).not.toBe(target);
    expect(theirBoard.patterns[0].insightIds).toContain(mine.id);
    const calls: [string, string, unknown, string][] = [
      ['POST', `/api/v1/insights/patterns/${target}/dismiss`, {}, 'path.patternId'],
      ['POST', `/api/v1/insights/patterns/${target}/link-insights`, { insightIds: [mine.id] }, 'path.patternId'],
      ['POST', `/api/v1/insights/patterns/${target}/attach-work`, { entityType: 'opportunity', entityId: randomUUID() }, 'path.patternId'],
      ['POST', `/api/v1/insights/patterns/${target}/accept`, {}, 'path.patternId'],
      ['POST', '/api/v1/opportunities', { title: 'Steal', patternPromotion: { patternId: target } }, 'body.patternPromotion.patternId'],
    ];
    for (const [method, path, body, field] of calls) expectFailure(await other.admin(method, path, body), 404, 'NOT_FOUND', field);
    // their insight cannot join our pattern either
    expectFailure(
      await ctx.admin('POST', `/api/v1/insights/patterns/${target}/link-insights`, { insightIds: [mine.id] }),
      404,
      'NOT_FOUND',
      'body.insightIds.0',
    );
    expect(patternWith(await ctx.board(), a.id).id).toBe(target);
  });
});
