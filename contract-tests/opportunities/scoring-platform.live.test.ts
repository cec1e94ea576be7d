/**
 * The platform rules on opportunity scoring and validation risks (spec 2 §4.7, §8), against the real server: the
 * activity log, idempotency and batch, tenancy, the engineer's 403 on writes, offered actions that succeed, and one
 * tool over MCP compared with REST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { Action, ErrorEnvelopeError, OpportunityRisk, Scorecard } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, ok, raw, refusedBy as refused } from '../lib/sdkAs.js';
import { useScoringOrg, org, api, eng, me, crit, opportunity, score, vote } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useScoringOrg();
const scorecard = (opp: string, who: RequestInit = api) => sdk.getOpportunityScorecard(opp, who);
const risks = (opp: string, who: RequestInit = api) => sdk.listOpportunityRisks(opp, who);
const clear = (opp: string, criterion: string, who: RequestInit = api) => sdk.deleteOpportunityScore(opp, criterion, undefined, who);
/** Follows an offered action as a client follows a link: raw HTTP, its href is data, not an SDK function. */
const follow = (a: Action) => raw(org.apiKey, a.method, a.href, a.body);

describe('platform rules on scoring and risks', () => {
  it("tenancy: another org's opportunity is 404 on every operation", async () => {
    const o = await opportunity();
    const other = as((await newOrg('Scoring other org')).apiKey);
    for (const call of [
      () => scorecard(o.ref, other),
      () => scorecard(o.id, other),
      () => score(other, o.id, crit.Effort, 3),
      () => clear(o.id, crit.Effort, other),
      () => risks(o.id, other),
      () => vote(other, o.ref, 'value', { vote: 'reject' }),
    ]) {
      refused(await call(), 404, 'NOT_FOUND', 'path.id');
    }
    // nothing was written
    expect(ok(await scorecard(o.ref)).values).toEqual([]);
    expect(ok(await risks(o.ref)).every((r) => r.votes.length === 0)).toBe(true);
  });

  it('an engineer (no opportunity:update) reads but gets 403 on every write', async () => {
    const o = await opportunity();
    ok(await sdk.listScoringCriteria(eng));
    ok(await scorecard(o.ref, eng));
    ok(await risks(o.ref, eng));
    for (const r of [await score(eng, o.ref, crit.Effort, 3), await clear(o.ref, crit.Effort, eng), await vote(eng, o.ref, 'value', { vote: 'approve' })]) {
      const e = refused(r, 403, 'FORBIDDEN');
      expect(JSON.stringify(e)).toContain('opportunity:update');
    }
  });

  it('activity log: scores and votes are recorded on the opportunity with subject score and riskVote', async () => {
    const o = await opportunity();
    ok(await score(api, o.ref, crit.Confidence, 4));
    ok(await score(api, o.ref, crit.Confidence, 2));
    ok(await vote(api, o.ref, 'feasibility', { vote: 'risky', note: 'Unknown API' }));
    ok(await clear(o.ref, crit.Confidence));
    const log = ok(await sdk.listActivities({ entityType: 'opportunity', entityId: o.ref, limit: 50 }, api));
    const bySubject = (s: string) => log.filter((a) => a.subject === s);
    const scores = bySubject('score');
    expect(scores.map((a) => a.action).sort()).toEqual(['added', 'removed', 'updated']);
    const added = scores.find((a) => a.action === 'added');
    expect(added?.changes).toEqual(
      expect.arrayContaining([
        { field: 'criterionId', from: null, to: crit.Confidence },
        { field: 'value', from: null, to: 4 },
      ]),
    );
    expect(added?.actorId).toBe(me);
    expect(scores.find((a) => a.action === 'updated')?.changes).toEqual(expect.arrayContaining([{ field: 'value', from: 4, to: 2 }]));
    const votes = bySubject('riskVote');
    expect(votes).toHaveLength(1);
    expect(votes[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'risk', from: null, to: 'feasibility' },
        { field: 'vote', from: null, to: 'risky' },
      ]),
    );
  });

  it('idempotency: a retried vote or score with the same key replays the first answer; batch entries run through the same pipeline', async () => {
    const o = await opportunity();
    const key = randomUUID();
    const a = await vote(api, o.ref, 'value', { vote: 'reject', note: 'first' }, { 'Idempotency-Key': key });
    const b = await vote(api, o.ref, 'value', { vote: 'reject', note: 'first' }, { 'Idempotency-Key': key });
    expect(ok(b)).toEqual(ok(a));
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    refused(await vote(api, o.ref, 'value', { vote: 'approve' }, { 'Idempotency-Key': key }), 409, 'IDEMPOTENCY_CONFLICT');
    const skey = randomUUID();
    const keyed = () => sdk.setOpportunityScore(o.ref, crit.Effort, { value: 2 }, { 'Idempotency-Key': skey }, api);
    ok(await keyed());
    ok(await score(api, o.ref, crit.Effort, 5));
    const replay = await keyed();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(ok(await scorecard(o.ref)).values[0].value).toBe(5); // the replay did not write

    const batch = await sdk.runBatch(
      {
        operations: [
          { id: 'score', method: 'PATCH', path: `/api/v1/opportunities/${o.ref}/scores/${crit['Customer value']}`, body: { value: 4 } },
          { id: 'vote', method: 'POST', path: `/api/v1/opportunities/${o.ref}/risks/usability`, body: { vote: 'approve' } },
          { id: 'bad', method: 'POST', path: `/api/v1/opportunities/${o.ref}/risks/cost`, body: { vote: 'approve' } },
          { id: 'card', method: 'GET', path: `/api/v1/opportunities/${o.ref}/scorecard` },
        ],
      },
      undefined,
      api,
    );
    const { score: s, vote: v, bad, card } = ok(batch, 207);
    expect(s).toMatchObject({ status: 200, ok: true });
    expect(v).toMatchObject({ status: 200, ok: true, data: { risk: 'usability', aggregate: 'approve' } });
    expect(bad).toMatchObject({ status: 400, ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect((card.data as Scorecard).values.map((x) => x.value)).toEqual([4, 5]);
  });

  it('the rate-limit headers come with every answer', async () => {
    const o = await opportunity();
    for (const r of [await sdk.listScoringCriteria(api), await risks(o.ref), await score(api, o.ref, crit.Effort, 3)]) {
      expect(r.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
      expect(r.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    }
  });

  it('every offered action succeeds when followed', async () => {
    const o = await opportunity();
    for (const [path, read] of [
      ['/api/v1/opportunities/scoring-criteria', () => sdk.listScoringCriteria(api)],
      [`/api/v1/opportunities/${o.ref}/scorecard`, () => scorecard(o.ref)],
      [`/api/v1/opportunities/${o.ref}/risks`, () => risks(o.ref)],
    ] as const) {
      const first = envelope(await read());
      expect(first.actions.length, path).toBeGreaterThan(0);
      for (const a of first.actions) {
        const r = await follow(a);
        expect(r.status, `${path}: ${JSON.stringify(a)} → ${JSON.stringify((r.data as { error?: ErrorEnvelopeError } | undefined)?.error)}`).toBeLessThan(400);
      }
    }
    const written = envelope(await score(api, o.ref, crit.Effort, 3));
    const voted = envelope(await vote(api, o.ref, 'value', { vote: 'approve' }));
    for (const a of [...written.actions, ...voted.actions]) expect((await follow(a)).status, JSON.stringify(a)).toBeLessThan(400);
  });
});

describe('over MCP (the opportunities toolset)', () => {
  let mcp: Client;
  beforeAll(async () => {
    mcp = await mcpAs(org.apiKey, '?toolsets=opportunities');
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it('lists the six tools; set_opportunity_score and list_opportunity_risks answer as REST does', async () => {
    const names = (await mcp.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'list_scoring_criteria',
        'get_opportunity_scorecard',
        'set_opportunity_score',
        'delete_opportunity_score',
        'list_opportunity_risks',
        'set_opportunity_risk_vote',
      ]),
    );
    const tool = (await mcp.listTools()).tools.find((t) => t.name === 'set_opportunity_score')!;
    expect(tool.description).not.toMatch(/§|\/api\//);
    expect(tool.inputSchema.required).toEqual(expect.arrayContaining(['id', 'criterionId', 'value']));

    const o = await opportunity();
    const r = await mcp.callTool({ name: 'set_opportunity_score', arguments: { id: o.ref, criterionId: crit['Customer value'], value: 4 } });
    expect(r.isError, JSON.stringify(r.structuredContent)).toBeFalsy();
    const viaTool = bodyOf<Scorecard>(r.structuredContent).data;
    expect(viaTool).toEqual(ok(await scorecard(o.ref)));
    expect(viaTool.values).toEqual([expect.objectContaining({ criterionId: crit['Customer value'], value: 4, setBy: me })]);

    const v = await mcp.callTool({ name: 'set_opportunity_risk_vote', arguments: { id: o.ref, risk: 'viability', vote: 'risky', note: 'Pricing unclear' } });
    expect(v.isError, JSON.stringify(v.structuredContent)).toBeFalsy();
    const listed = await mcp.callTool({ name: 'list_opportunity_risks', arguments: { id: o.id } });
    const rest = ok(await risks(o.ref));
    expect(bodyOf<OpportunityRisk[]>(listed.structuredContent).data.find((x) => x.risk === 'viability')).toMatchObject({
      aggregate: 'risky',
      votes: [expect.objectContaining({ vote: 'risky', note: 'Pricing unclear' })],
    });
    expect(rest.find((x) => x.risk === 'viability')?.aggregate).toBe('risky');

    const bad = await mcp.callTool({ name: 'set_opportunity_score', arguments: { id: o.ref, criterionId: randomUUID(), value: 3 } });
    expect(bad.isError).toBe(true);
    const err = bodyOf(bad.structuredContent).error;
    expect(err.details).toEqual([{ field: 'criterionId', message: expect.any(String) }]);
    expect(err.suggestion).toContain('list_scoring_criteria');
  });
});
