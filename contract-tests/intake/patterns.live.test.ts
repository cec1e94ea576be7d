/**
 * Similar insights, the pattern board and intake on the real server and a real Postgres (spec 1
 * §3.1; spec 2 §4.7 patternPromotion, §4.12, §4.21, §9): similar on seeded near-duplicates and a past rejection
 * (order, kinds, scores in 0..1, unrelated and archived ones absent, the trigram index serving the expression);
 * patterns on near-duplicate clusters across customers (customerCount, arrAtStake, labels), ids stable across reads
 * and growth, ten concurrent board reads creating no duplicate, dismiss, link-insights, attach-work (members become
 * active), the deprecated accept (Deprecation header, meta.deprecation, still promoting), createOpportunity with
 * patternPromotion and its extra capability; intake's mapping of every insight status, filters, paging and stats
 * on a hand-computed example; tenancy; list_intake and get_intake_stats over MCP.
 *
 * Each describe works in its own org, so the board and the stats see only what the test seeded.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { INDEXED_TEXT } from '../../src/services/insights/patterns.js';
import { similarity } from '../../src/services/insights/trigrams.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';

const { baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;

let db: Knex;
beforeAll(() => {
  db = createDb(databaseUrl, { min: 0, max: 3 });
});
afterAll(async () => {
  await db?.destroy();
});

/** An org with an admin and an engineer, and helpers bound to it. */
async function setup(name: string) {
  const org = await newOrg(name);
  const admin = client(org.apiKey);
  const customer = async (n: string, arr: number | null) => data(admin, 'POST', '/api/v1/customers', { name: n, arr });
  const insight = async (verbatim: string, root: Record<string, unknown> = { stakeholderUserId: 'me' }, extra: Record<string, unknown> = {}) =>
    data(admin, 'POST', '/api/v1/insights', { verbatim, source: 'interview', ...root, ...extra });
  const board = async (api: Api = admin) => expectStatus(await api('GET', '/api/v1/insights/patterns'), 200).data;
  return { org, admin, customer, insight, board };
}
const patternWith = (b: any, insightId: string) => b.patterns.find((p: any) => p.insightIds.includes(insightId));
const sorted = (ids: string[]) => [...ids].sort();

describe('similar insights (spec 2 §4.12)', () => {
  it('near-duplicates first, past rejections with their category and note, scores in 0..1; unrelated, archived and the insight itself absent', async () => {
    const { admin, customer, insight } = await setup('Similar org');
    const acme = await customer('Acme', 1000);
    const base = await insight(
      'Bulk export of invoices to CSV from the billing page',
      { customerId: acme.id },
      { interpretation: 'Finance reconciles in spreadsheets' },
    );
    const near = await insight('Bulk export of invoices to CSV from the billing page please', { customerId: acme.id });
    const looser = await insight('Export invoices in bulk as CSV files', { customerId: acme.id });
    const rejected = await insight('Bulk export of invoices to CSV from billing');
    await data(admin, 'POST', `/api/v1/insights/${rejected.ref}/set-status`, {
      status: 'rejected',
      note: 'Covered by the accounting integration',
      rejectionCategory: 'duplicate',
    });
    const archived = await insight('Bulk export of invoices to CSV from the billing page, again');
    await data(admin, 'POST', `/api/v1/insights/${archived.ref}/set-status`, { status: 'archived' });
    const unrelated = await insight('Dark mode for the mobile app at night');

    const res = expectStatus(await admin('GET', `/api/v1/insights/${base.ref}/similar`), 200);
    const rows = res.data;
    const ids = rows.map((r: any) => r.insightId);
    expect(ids).toEqual(expect.arrayContaining([near.id, looser.id, rejected.id]));
    expect(ids).not.toContain(base.id);
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(unrelated.id);
    expect(ids[0]).toBe(near.id);
    expect(ids.indexOf(rejected.id)).toBeLessThan(ids.indexOf(looser.id));
    for (let k = 1; k < rows.length; k++) expect(rows[k - 1].similarity).toBeGreaterThanOrEqual(rows[k].similarity);
    for (const r of rows) {
      expect(r.similarity).toBeGreaterThan(0);
      expect(r.similarity).toBeLessThanOrEqual(1);
    }
    expect(rows.find((r: any) => r.insightId === near.id)).toEqual({
      insightId: near.id,
      ref: near.ref,
      verbatim: near.verbatim,
      status: 'created',
      customerId: acme.id,
      kind: 'duplicate',
      similarity: expect.any(Number),
      rejectionCategory: null,
      statusNote: null,
    });
    expect(rows.find((r: any) => r.insightId === rejected.id)).toMatchObject({
      kind: 'past_rejection',
      status: 'rejected',
      rejectionCategory: 'duplicate',
      statusNote: 'Covered by the accounting integration',
      customerId: null,
    });
    // the score is the trigram similarity raised by the full-text rank, never below it
    const text = (i: any) => `${i.verbatim} ${i.interpretation ?? ''}`;
    const {
      rows: [{ s }],
    } = await db.raw('SELECT similarity(?, ?) AS s', [text(near), text(base)]);
    const score = rows.find((r: any) => r.insightId === near.id).similarity;
    expect(score).toBeGreaterThanOrEqual(Math.round(s * 10000) / 10000);
    expect(res.pagination).toEqual({ cursor: null, hasMore: false });
    expect(res.actions.map((a: any) => a.name)).toContain('getInsight');
    // by UUID alike; an unknown ref or another org's insight is 404 naming path.id
    expect(expectStatus(await admin('GET', `/api/v1/insights/${base.id}/similar`), 200).data).toEqual(rows);
    expectFailure(await admin('GET', '/api/v1/insights/INS-99999/similar'), 404, 'NOT_FOUND', 'path.id');
    const other = await setup('Similar other org');
    expectFailure(await other.admin('GET', `/api/v1/insights/${base.id}/similar`), 404, 'NOT_FOUND', 'path.id');
    const theirs = await other.insight('Bulk export of invoices to CSV from the billing page');
    expect(expectStatus(await admin('GET', `/api/v1/insights/${base.ref}/similar`), 200).data.map((r: any) => r.insightId)).not.toContain(theirs.id);
  });

  it('the similarity expression is the one the trigram index covers, and the in-process similarity equals pg_trgm', async () => {
    const plan = await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const { rows } = await trx.raw(`EXPLAIN SELECT 1 FROM insights i WHERE ${INDEXED_TEXT('i')} % 'export invoices'`);
      return rows.map((r: any) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('insights_text_trgm');
    const pairs = [
      ['Bulk export of invoices to CSV', 'bulk CSV export for invoices'],
      ['SSO with Okta, please!', 'Single sign-on via Okta'],
      ['Café crème', 'cafe creme'],
      ['x', ''],
      ['Ünïcödé wörds 123', 'unicode words 1234'],
    ];
    for (const [a, b] of pairs) {
      const {
        rows: [{ s }],
      } = await db.raw('SELECT similarity(?, ?) AS s', [a, b]);
      expect(similarity(a, b), `${a} ~ ${b}`).toBeCloseTo(s, 5);
    }
  });
});

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

describe('intake (spec 1 §3.1; spec 2 §4.21)', () => {
  let ctx: Awaited<ReturnType<typeof setup>>;
  const at: Record<string, any> = {};
  let acme: any;

  /** Sets created_at `hours` ago. */
  const backdate = (id: string, hours: number) =>
    db('insights')
      .where({ org_id: ctx.org.orgId, id })
      .update({ created_at: db.raw(`now() - make_interval(secs => ?)`, [hours * 3600]) });

  beforeAll(async () => {
    ctx = await setup('Intake org');
    acme = await ctx.customer('Acme', 5000);
    const team = await data(ctx.admin, 'POST', '/api/v1/teams', { name: 'Triage', prefix: 'TRI' });
    const opp = await data(ctx.admin, 'POST', '/api/v1/opportunities', { title: 'Intake work' });
    const task = await data(ctx.admin, 'POST', '/api/v1/tasks', { title: 'Intake task', teamId: team.id });
    const make = (key: string, source: string, root: Record<string, unknown> = { customerId: acme.id }) =>
      ctx.insight(`Intake ${key}`, root, { source }).then((i) => (at[key] = i));
    await make('new1', 'interview');
    await make('new2', 'support');
    await make('new3', 'support', { stakeholderUserId: 'me' });
    await make('new4', 'sales');
    await make('review', 'interview');
    await data(ctx.admin, 'POST', `/api/v1/insights/${at.review.ref}/set-review-team`, { teamId: team.id });
    await make('need_context', 'support');
    await data(ctx.admin, 'POST', `/api/v1/insights/${at.need_context.ref}/set-status`, { status: 'need_context', note: 'Which report?' });
    await make('active', 'interview');
    await data(ctx.admin, 'POST', `/api/v1/insights/${at.active.ref}/attach`, { entityType: 'opportunity', entityId: opp.ref });
    await make('delivered', 'sales');
    await data(ctx.admin, 'POST', `/api/v1/insights/${at.delivered.ref}/attach`, { entityType: 'task', entityId: task.ref });
    await data(ctx.admin, 'POST', `/api/v1/tasks/${task.ref}/set-status`, { status: 'in_progress' });
    await data(ctx.admin, 'POST', `/api/v1/tasks/${task.ref}/set-status`, { status: 'completed' });
    await make('rejected', 'observation');
    await data(ctx.admin, 'POST', `/api/v1/insights/${at.rejected.ref}/set-status`, {
      status: 'rejected',
      note: 'Out of scope',
      rejectionCategory: 'not_aligned',
    });
    await make('archived', 'interview');
    await data(ctx.admin, 'POST', `/api/v1/insights/${at.archived.ref}/set-status`, { status: 'archived' });
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
    const items = await all(ctx.admin, '/api/v1/intake');
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
    expect(items.find((i) => i.insightId === at.new3.id).customerId).toBeNull();
  });

  it('filters status, source and customer (ref or UUID); pages keep the order', async () => {
    const ids = (list: any[]) => list.map((i) => i.insightId);
    expect(ids(await all(ctx.admin, '/api/v1/intake?status=new'))).toEqual(['new1', 'new2', 'new3', 'new4'].map((k) => at[k].id));
    expect(ids(await all(ctx.admin, '/api/v1/intake?status=needs_shaping'))).toEqual([at.review.id, at.need_context.id]);
    expect(ids(await all(ctx.admin, '/api/v1/intake?status=rejected'))).toEqual([at.rejected.id]);
    expect(ids(await all(ctx.admin, '/api/v1/intake?source=support'))).toEqual([at.need_context.id, at.new2.id, at.new3.id]);
    expect(ids(await all(ctx.admin, '/api/v1/intake?status=new&source=support'))).toEqual([at.new2.id, at.new3.id]);
    expect(ids(await all(ctx.admin, `/api/v1/intake?status=new&customerId=${acme.ref}`))).toEqual([at.new1.id, at.new2.id, at.new4.id]);
    expect(ids(await all(ctx.admin, `/api/v1/intake?status=new&customerId=${acme.id}`))).toEqual([at.new1.id, at.new2.id, at.new4.id]);
    const paged = await all(ctx.admin, '/api/v1/intake', 2);
    expect(ids(paged)).toEqual(ids(await all(ctx.admin, '/api/v1/intake')));
    const first = expectStatus(await ctx.admin('GET', '/api/v1/intake?limit=2'), 200);
    expect(first.pagination.hasMore).toBe(true);
    expect(first.actions.filter((a: any) => a.name === 'getInsight').map((a: any) => a.href)).toEqual([
      `/api/v1/insights/${at.active.ref}`,
      `/api/v1/insights/${at.delivered.ref}`,
    ]);
    for (const a of first.actions) expectStatus(await ctx.admin(a.method, a.href, a.body), 200);
    expectFailure(await ctx.admin('GET', '/api/v1/intake?status=accepted_maybe'), 400, 'VALIDATION_FAILED', 'query.status');
    expectFailure(await ctx.admin('GET', '/api/v1/intake?customerId=CUS-9999'), 404, 'NOT_FOUND', 'query.customerId');
  });

  it('stats on a hand-computed example', async () => {
    const r = expectStatus(await ctx.admin('GET', '/api/v1/intake/stats'), 200);
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
    const followed = expectStatus(await ctx.admin('GET', r.actions[0].href), 200);
    expect(followed.data).toHaveLength(4);
  });

  it('an org without intake: zero counts, null ages, no sources; tenancy', async () => {
    const other = await setup('Intake empty org');
    expect(expectStatus(await other.admin('GET', '/api/v1/intake/stats'), 200).data).toEqual({
      counts: { new: 0, needs_shaping: 0, accepted: 0, rejected: 0 },
      newMedianAgeHours: null,
      newOldestAgeHours: null,
      bySource: [],
    });
    expect(await all(other.admin, '/api/v1/intake')).toEqual([]);
    expect(await all(other.admin, `/api/v1/intake?customerId=${acme.id}`)).toEqual([]);
    expectFailure(await other.admin('GET', `/api/v1/intake?customerId=${acme.ref}`), 404, 'NOT_FOUND', 'query.customerId');
    // one new item of its own: median and oldest are its age
    const only = await other.insight('Only one');
    await db('insights')
      .where({ org_id: other.org.orgId, id: only.id })
      .update({ created_at: db.raw(`now() - interval '3 hours'`) });
    const stats = expectStatus(await other.admin('GET', '/api/v1/intake/stats'), 200).data;
    expect(stats).toMatchObject({ counts: { new: 1, needs_shaping: 0, accepted: 0, rejected: 0 }, newMedianAgeHours: 3, newOldestAgeHours: 3 });
  });

  it('list_intake and get_intake_stats are default MCP tools and answer what REST does', async () => {
    const c = new Client({ name: 'intake-tests', version: '1.0.0' });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${ctx.org.engineerKey}` } } }),
    );
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_intake', 'get_intake_stats']));
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        return { isError: Boolean(r.isError), body: (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text) };
      };
      const stats = await call('get_intake_stats', {});
      expect(stats.isError).toBe(false);
      expect(stats.body.data).toEqual(expectStatus(await ctx.admin('GET', '/api/v1/intake/stats'), 200).data);
      const list = await call('list_intake', { status: 'new', customerId: acme.ref, fields: ['insightId'] }); // compact items carry the ref
      expect(list.isError, JSON.stringify(list.body).slice(0, 400)).toBe(false);
      expect(list.body.data.map((i: any) => i.insightId)).toEqual([at.new1.id, at.new2.id, at.new4.id]);
      const bad = await call('list_intake', { status: 'fresh' });
      expect(bad.isError).toBe(true);
      expect(bad.body.error.details[0].field).toBe('status');
    } finally {
      await c.close();
    }
  });
});
