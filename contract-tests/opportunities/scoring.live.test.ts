/**
 * Opportunity scoring and validation risks (spec 1 §2.5; spec 2 §4.7), against the real server: the default
 * criteria of a new org, the score formula with an inverted criterion (exact totals), the null rule and a zero-weight
 * criterion that is not needed, last write wins with attribution, clearing, scores on create, scoreTotal on get and
 * list and the minScore filter, a criteria set replaced (values kept by name), one vote per user per risk (replaced)
 * and every aggregate. The platform rules and MCP: scoring-platform.live.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, ok, raw, refusedBy as refused } from '../lib/sdkAs.js';
import { useScoringOrg, setCriteria, DEFAULTS, api, me, org, pm, crit, opportunity, score, vote } from './_setup.js';

useScoringOrg();
const scorecard = async (opp: string, who: RequestInit = api) => ok(await sdk.getOpportunityScorecard(opp, who));
const getOpp = async (opp: string, who: RequestInit = api) => ok(await sdk.getOpportunity(opp, who));
const risks = async (opp: string) => ok(await sdk.listOpportunityRisks(opp, api));
/** A request the SDK's types would not let through (a value outside the document), as the admin: raw HTTP. */
const rawAdmin = (method: string, path: string, body?: unknown) => raw<ErrorEnvelope>(org.apiKey, method, path, body);

describe('scoring criteria (spec 1 §2.5)', () => {
  it('every new org has the default set; the list is read-only and the same for every reader', async () => {
    const fresh = await newOrg('Scoring defaults org');
    const list = ok(await sdk.listScoringCriteria(as(fresh.apiKey)));
    expect(list.map(({ id: _id, ...c }) => c)).toEqual(DEFAULTS);
    for (const c of list) expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok(await sdk.listScoringCriteria(as(fresh.engineerKey)))).toEqual(list);
    // reading twice creates nothing
    expect(ok(await sdk.listScoringCriteria(as(fresh.apiKey)))).toEqual(list);
    // each org has its own criteria
    expect(list.map((c) => c.id)).not.toContain(crit['Customer value']);
  });
});

describe('scorecard (spec 1 §2.5, spec 2 §4.7)', () => {
  it('total = Σ weight × normalised value × 100 with Effort inverted, exact; null until every weighted criterion is scored', async () => {
    const o = await opportunity();
    const empty = await scorecard(o.ref);
    expect(empty).toMatchObject({ opportunityId: o.id, values: [], total: null });
    expect(empty.criteria.map(({ id: _id, ...c }) => c)).toEqual(DEFAULTS);
    expect(empty.unscoredCriterionIds).toEqual(Object.values(crit));

    let card = ok(await score(api, o.ref, crit['Customer value'], 4));
    expect(card.total).toBeNull();
    card = ok(await score(api, o.ref, crit['Strategic fit'], 5));
    card = ok(await score(api, o.ref, crit.Confidence, 2));
    expect(card.total).toBeNull();
    expect(card.unscoredCriterionIds).toEqual([crit.Effort]);
    expect((await getOpp(o.ref)).scoreTotal).toBeNull();
    card = ok(await score(api, o.ref, crit.Effort, 4));
    // 0.35·(4−1)/4 + 0.25·(5−1)/4 + 0.20·(2−1)/4 + 0.20·(5−4)/4 = 0.2625 + 0.25 + 0.05 + 0.05 = 0.6125
    expect(card.total).toBe(61.25);
    expect(card.unscoredCriterionIds).toEqual([]);
    expect(card.values).toEqual(
      ['Customer value', 'Strategic fit', 'Confidence', 'Effort'].map((n, i) => ({
        criterionId: crit[n],
        value: [4, 5, 2, 4][i],
        setBy: me,
        setAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })),
    );
    // inverted: Effort 1 is the best an inverted criterion can get
    expect(ok(await score(api, o.ref, crit.Effort, 1)).total).toBe(76.25); // Effort now counts (5−1)/4 = 1: 61.25 − 5 + 20
    // the extremes
    for (const [n, v] of [
      ['Customer value', 5],
      ['Strategic fit', 5],
      ['Confidence', 5],
    ] as const)
      ok(await score(api, o.ref, crit[n], v));
    expect((await scorecard(o.id)).total).toBe(100);
    for (const [n, v] of [
      ['Customer value', 1],
      ['Strategic fit', 1],
      ['Confidence', 1],
      ['Effort', 5],
    ] as const)
      ok(await score(api, o.ref, crit[n], v));
    expect((await getOpp(o.ref)).scoreTotal).toBe(0);
  });

  it('last write wins with its author; clearing makes the total null again; clearing twice changes nothing', async () => {
    const o = await opportunity();
    for (const n of Object.keys(crit)) ok(await score(api, o.ref, crit[n], 3));
    expect((await scorecard(o.ref)).total).toBe(50);
    const before = (await getOpp(o.ref)).updatedAt;
    const card = ok(await score(pm.api, o.ref, crit['Customer value'], 5));
    const cv = card.values.find((v) => v.criterionId === crit['Customer value']);
    expect(cv).toMatchObject({ value: 5, setBy: pm.id });
    expect(card.total).toBe(67.5); // 50 + 0.35 × 0.5 × 100
    const after = await getOpp(o.ref);
    expect(after.scoreTotal).toBe(67.5);
    expect(after.updatedAt >= before).toBe(true);

    const cleared = ok(await sdk.deleteOpportunityScore(o.ref, crit['Customer value'], undefined, api));
    expect(cleared.total).toBeNull();
    expect(cleared.values.map((v) => v.criterionId)).not.toContain(crit['Customer value']);
    expect(cleared.unscoredCriterionIds).toEqual([crit['Customer value']]);
    expect(ok(await sdk.deleteOpportunityScore(o.ref, crit['Customer value'], undefined, api))).toEqual(cleared);
  });

  it("refuses a value outside 1..5 (schema), an unknown or another org's criterion (404 naming path.criterionId)", async () => {
    const o = await opportunity();
    // values outside the document (a string, a missing value): raw HTTP, the SDK's types do not let them be sent
    for (const value of [0, 6, 2.5, '3']) {
      const e = refused(await rawAdmin('PATCH', `/api/v1/opportunities/${o.ref}/scores/${crit.Effort}`, { value }), 400, 'VALIDATION_FAILED', 'body.value');
      expect(e.suggestion).toMatch(/body\.value/);
    }
    refused(await rawAdmin('PATCH', `/api/v1/opportunities/${o.ref}/scores/${crit.Effort}`, {}), 400, 'VALIDATION_FAILED', 'body.value');
    const e = refused(await score(api, o.ref, randomUUID(), 3), 404, 'NOT_FOUND', 'path.criterionId');
    expect(e.suggestion).toContain('/api/v1/opportunities/scoring-criteria');
    const other = await newOrg('Scoring other criteria org');
    const theirs = ok(await sdk.listScoringCriteria(as(other.apiKey)))[0].id;
    refused(await score(api, o.ref, theirs, 3), 404, 'NOT_FOUND', 'path.criterionId');
    refused(await sdk.deleteOpportunityScore(o.ref, theirs, undefined, api), 404, 'NOT_FOUND', 'path.criterionId');
    refused(await score(api, o.ref, 'not-a-uuid', 3), 400, 'VALIDATION_FAILED', 'path.criterionId');
    refused(await score(api, 'OPP-999999', crit.Effort, 3), 404, 'NOT_FOUND', 'path.id');
  });

  it('scores on create: set with the opportunity; an unknown criterion is 404 naming body.scores.0.criterionId, a repeated one 400', async () => {
    const o = await opportunity({
      scores: [
        { criterionId: crit.Confidence, value: 5 },
        { criterionId: crit['Customer value'], value: 3 },
      ],
    });
    expect(o.scoreTotal).toBeNull();
    const card = await scorecard(o.ref);
    expect(card.values.map((v) => [v.criterionId, v.value, v.setBy])).toEqual([
      [crit['Customer value'], 3, me],
      [crit.Confidence, 5, me],
    ]);
    const full = await opportunity({ scores: Object.values(crit).map((criterionId) => ({ criterionId, value: 4 })) });
    expect(full.scoreTotal).toBe(65); // (0.35 + 0.25 + 0.20) × (4−1)/4 + 0.20 × (5−4)/4 = 0.6 + 0.05
    const listed = async () => ok(await sdk.listOpportunities({ limit: 200 }, api));
    const create = (body: sdk.CreateOpportunityBody) => sdk.createOpportunity(body, undefined, api);
    const before = (await listed()).length;
    refused(await create({ title: 'Bad score', scores: [{ criterionId: randomUUID(), value: 3 }] }), 404, 'NOT_FOUND', 'body.scores.0.criterionId');
    refused(
      await create({
        title: 'Bad score',
        scores: [
          { criterionId: crit.Effort, value: 3 },
          { criterionId: crit.Effort, value: 4 },
        ],
      }),
      400,
      'VALIDATION_FAILED',
      'body.scores.1.criterionId',
    );
    refused(await create({ title: 'Bad score', scores: [{ criterionId: crit.Effort, value: 9 }] }), 400, 'VALIDATION_FAILED', 'body.scores.0.value');
    expect((await listed()).length).toBe(before); // nothing created
  });

  it('scoreTotal on get and list; minScore keeps totals at or above it and leaves unscored ones out', async () => {
    const all = (v: number, effort = v) => Object.entries(crit).map(([n, criterionId]) => ({ criterionId, value: n === 'Effort' ? effort : v }));
    const high = await opportunity({ scores: all(5, 1) }); // 100
    const mid = await opportunity({ scores: all(3) }); // 50
    const none = await opportunity();
    const list = ok(await sdk.listOpportunities({ limit: 200 }, api));
    const totalOf = (id: string) => list.find((o) => o.id === id)?.scoreTotal;
    expect([totalOf(high.id), totalOf(mid.id), totalOf(none.id)]).toEqual([100, 50, null]);
    const ids = async (minScore: number) => ok(await sdk.listOpportunities({ minScore, limit: 200 }, api)).map((o) => o.id);
    expect(await ids(50)).toEqual(expect.arrayContaining([high.id, mid.id]));
    expect(await ids(50)).not.toContain(none.id);
    expect(await ids(50.01)).toContain(high.id);
    expect(await ids(50.01)).not.toContain(mid.id);
    expect(await ids(0)).not.toContain(none.id);
    // paged with the filter: the cursor keeps it
    const first = envelope(await sdk.listOpportunities({ minScore: 50, limit: 1 }, api));
    expect(first.data).toHaveLength(1);
    if (first.pagination.cursor) {
      const next = ok(await sdk.listOpportunities({ minScore: 50, limit: 200, cursor: first.pagination.cursor }, api));
      for (const o of next) expect(o.scoreTotal).toBeGreaterThanOrEqual(50);
    }
    refused(await sdk.listOpportunities({ minScore: 101 }, api), 400, 'VALIDATION_FAILED', 'query.minScore');
    // a value that is no number: raw HTTP, the SDK's types do not let it be sent
    refused(await rawAdmin('GET', '/api/v1/opportunities?minScore=high'), 400, 'VALIDATION_FAILED', 'query.minScore');
  });

  it('a zero-weight criterion is not needed for the total; a replaced set keeps values of criteria it names again', async () => {
    const o2 = await newOrg('Scoring custom criteria org');
    const api2 = as(o2.apiKey);
    const set = await setCriteria(o2.orgId, [
      { name: 'Reach', weight: 0.5 },
      { name: 'Cost', weight: 0.5, invert: true },
      { name: 'Gut feeling', weight: 0 },
    ]);
    expect(set.criteria.map((c) => [c.name, c.weight, c.invert, c.order])).toEqual([
      ['Reach', 0.5, false, 1],
      ['Cost', 0.5, true, 2],
      ['Gut feeling', 0, false, 3],
    ]);
    const c2 = Object.fromEntries(set.criteria.map((c) => [c.name, c.id]));
    expect(ok(await sdk.listScoringCriteria(api2)).map((c) => c.name)).toEqual(['Reach', 'Cost', 'Gut feeling']);
    const o = await opportunity({ title: 'Custom', scores: [{ criterionId: c2.Reach, value: 4 }] }, api2);
    let card = await scorecard(o.ref, api2);
    expect(card.unscoredCriterionIds).toEqual([c2.Cost]); // not Gut feeling
    card = ok(await score(api2, o.ref, c2.Cost, 2));
    expect(card.total).toBe(75); // 0.5 × 0.75 + 0.5 × (5−2)/4 = 0.75
    card = ok(await score(api2, o.ref, c2['Gut feeling'], 1));
    expect(card.total).toBe(75); // a zero weight never moves it

    // Replace: Reach stays (same id, its value counts again), Cost goes (inactive: 404 to write, not in the card)
    const replaced = await setCriteria(o2.orgId, [{ name: 'reach', weight: 1 }]);
    expect(replaced.criteria).toEqual([{ id: c2.Reach, name: 'reach', weight: 1, invert: false, order: 1 }]);
    card = await scorecard(o.ref, api2);
    expect(card.total).toBe(75);
    expect(card.values.map((v) => v.criterionId)).toEqual([c2.Reach]);
    refused(await score(api2, o.ref, c2.Cost, 3), 404, 'NOT_FOUND', 'path.criterionId');
    expect((await getOpp(o.ref, api2)).scoreTotal).toBe(75);
    // Cost back: its stored value counts again
    await setCriteria(o2.orgId, [
      { name: 'Reach', weight: 0.5 },
      { name: 'Cost', weight: 0.5, invert: true },
    ]);
    expect((await scorecard(o.ref, api2)).total).toBe(75);
  });
});

describe('validation risks (spec 1 §2.5, spec 2 §4.7)', () => {
  it('four risks in order, unassessed without votes; one vote per user per risk, a new one replacing the old', async () => {
    const o = await opportunity();
    expect(await risks(o.ref)).toEqual(['value', 'usability', 'feasibility', 'viability'].map((risk) => ({ risk, aggregate: 'unassessed', votes: [] })));
    const first = ok(await vote(api, o.ref, 'value', { vote: 'risky', note: 'Only two interviews so far' }));
    expect(first).toEqual({
      risk: 'value',
      aggregate: 'risky',
      votes: [{ userId: me, vote: 'risky', note: 'Only two interviews so far', votedAt: expect.any(String) }],
    });
    const second = ok(await vote(api, o.ref, 'value', { vote: 'approve' }));
    expect(second.votes).toEqual([{ userId: me, vote: 'approve', note: null, votedAt: expect.any(String) }]);
    expect(second.votes[0].votedAt >= first.votes[0].votedAt).toBe(true);
    expect(second.aggregate).toBe('approve');
    const withPm = ok(await vote(pm.api, o.ref, 'value', { vote: 'approve', note: 'Agreed' }));
    expect(withPm.votes.map((v) => [v.userId, v.vote])).toEqual([
      [me, 'approve'],
      [pm.id, 'approve'],
    ]);
    const all = await risks(o.id);
    expect(all.map((r) => [r.risk, r.aggregate, r.votes.length])).toEqual([
      ['value', 'approve', 2],
      ['usability', 'unassessed', 0],
      ['feasibility', 'unassessed', 0],
      ['viability', 'unassessed', 0],
    ]);
  });

  it('aggregate: reject if any rejects, else risky if any is risky, else approve, else unassessed', async () => {
    const o = await opportunity();
    const agg = async () => Object.fromEntries((await risks(o.ref)).map((r) => [r.risk, r.aggregate]));
    ok(await vote(api, o.ref, 'usability', { vote: 'approve' }));
    ok(await vote(pm.api, o.ref, 'usability', { vote: 'approve' }));
    ok(await vote(api, o.ref, 'feasibility', { vote: 'approve' }));
    ok(await vote(pm.api, o.ref, 'feasibility', { vote: 'risky' }));
    ok(await vote(api, o.ref, 'viability', { vote: 'risky' }));
    ok(await vote(pm.api, o.ref, 'viability', { vote: 'reject', note: 'Margins too thin' }));
    expect(await agg()).toEqual({ value: 'unassessed', usability: 'approve', feasibility: 'risky', viability: 'reject' });
    // the rejecter changes their mind: the aggregate follows the remaining votes
    ok(await vote(pm.api, o.ref, 'viability', { vote: 'approve' }));
    ok(await vote(pm.api, o.ref, 'feasibility', { vote: 'approve' }));
    expect(await agg()).toEqual({ value: 'unassessed', usability: 'approve', feasibility: 'approve', viability: 'risky' });
  });

  it('refuses a risk outside the four (400 listing them), a vote outside approve/risky/reject, a note over 2000 characters', async () => {
    const o = await opportunity();
    // risks and votes outside the document's enums, a missing vote: raw HTTP, the SDK's types do not let them be sent
    const rawVote = (risk: string, body: unknown) => rawAdmin('POST', `/api/v1/opportunities/${o.ref}/risks/${risk}`, body);
    const e = refused(await rawVote('desirability', { vote: 'approve' }), 400, 'VALIDATION_FAILED', 'path.risk');
    expect(e.suggestion).toMatch(/value.*usability.*feasibility.*viability/);
    const typo = refused(await rawVote('feasability', { vote: 'approve' }), 400, 'VALIDATION_FAILED', 'path.risk');
    expect(typo.suggestion).toContain('feasibility');
    refused(await rawVote('value', { vote: 'maybe' }), 400, 'VALIDATION_FAILED', 'body.vote');
    refused(await vote(api, o.ref, 'value', { vote: 'approve', note: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED', 'body.note');
    refused(await rawVote('value', {}), 400, 'VALIDATION_FAILED', 'body.vote');
    refused(await vote(api, 'OPP-999999', 'value', { vote: 'approve' }), 404, 'NOT_FOUND', 'path.id');
  });
});
