/**
 * One suite, two targets, for opportunity scoring and validation risks (spec 1 §2.5;
 * spec 2 §4.7, §8): the org's scoring criteria, an opportunity's scorecard (values 1-5, last write wins, clearing,
 * the total and its null rule), scores given on create, scoreTotal and minScore on the list, and the four validation
 * risks with one vote per user per risk, through the generated SDK. Every response is validated against the OpenAPI
 * document (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real server only.
 * The last test fails when one of the six operations this file takes over from the tag opportunities
 * (`suiteOperations` in contract-tests/lib/suiteTags.ts) was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: the opportunities here are new, lists are
 * searched, not compared whole, and only the admin writes (Eve, the engineer, is refused), so nobody is notified.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteOperations, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { baseUrl, adminKey, engineerKey, live, onLive, unique } = suiteFixtures();
/** Requests as Eve, org A's engineer (opportunity:read, no opportunity:update). */
const asEve = { headers: { authorization: `Bearer ${engineerKey}` } };

const SCORING_OPERATIONS = [
  'listScoringCriteria',
  'getOpportunityScorecard',
  'setOpportunityScore',
  'deleteOpportunityScore',
  'listOpportunityRisks',
  'setOpportunityRiskVote',
];

describe('opportunity scoring and validation risks over the SDK (spec 1 §2.5, spec 2 §4.7)', () => {
  let criteria: { id: string; name: string; weight: number; invert: boolean; order: number }[] = [];
  const idOf = (name: string) => (live ? criteria.find((c) => c.name === name)?.id : criteria[0]?.id) ?? criteria[0].id;

  it("lists the org's scoring criteria in order; positive weights sum to 1; readable with opportunity:read", async () => {
    const res = expectStatus(await sdk.listScoringCriteria(), 200);
    criteria = res.data.data!;
    expect(criteria.length).toBeGreaterThan(0);
    onLive(() => {
      // org A was created by the setup with the default set (a trigger on orgs)
      expect(criteria.map((c) => [c.name, c.weight, c.invert, c.order])).toEqual([
        ['Customer value', 0.35, false, 1],
        ['Strategic fit', 0.25, false, 2],
        ['Confidence', 0.2, false, 3],
        ['Effort', 0.2, true, 4],
      ]);
      expect(criteria.filter((c) => c.weight > 0).reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 9);
    });
    const eve = expectStatus(await sdk.listScoringCriteria(asEve), 200);
    onLive(() => expect(eve.data.data).toEqual(criteria));
  });

  it('scorecard: values 1-5, last write wins, the total null until every weighted criterion is scored, clearing', async () => {
    const opp = expectStatus(await sdk.createOpportunity({ title: `Scored ${unique}` }), 201).data.data!;
    const empty = expectStatus(await sdk.getOpportunityScorecard(opp.ref), 200).data.data!;
    onLive(() => {
      expect(empty).toMatchObject({ opportunityId: opp.id, values: [], total: null });
      expect(empty.criteria).toEqual(criteria);
      expect(empty.unscoredCriterionIds).toEqual(criteria.map((c) => c.id));
      expect(opp.scoreTotal).toBeNull();
    });

    const first = expectStatus(await sdk.setOpportunityScore(opp.ref, idOf('Customer value'), { value: 2 }), 200).data.data!;
    onLive(() => {
      expect(first.values).toEqual([{ criterionId: idOf('Customer value'), value: 2, setBy: expect.any(String), setAt: expect.any(String) }]);
      expect(first.total).toBeNull();
    });
    // last write wins
    const again = expectStatus(await sdk.setOpportunityScore(opp.ref, idOf('Customer value'), { value: 5 }), 200).data.data!;
    onLive(() => expect(again.values.map((v) => v.value)).toEqual([5]));
    for (const [name, value] of [
      ['Strategic fit', 3],
      ['Confidence', 4],
      ['Effort', 2],
    ] as const) {
      expectStatus(await sdk.setOpportunityScore(opp.ref, idOf(name), { value }), 200);
    }
    const full = expectStatus(await sdk.getOpportunityScorecard(opp.id), 200).data.data!;
    onLive(() => {
      // 0.35·1 + 0.25·0.5 + 0.2·0.75 + 0.2·(5−2)/4 = 0.35 + 0.125 + 0.15 + 0.15 = 0.775
      expect(full.total).toBe(77.5);
      expect(full.unscoredCriterionIds).toEqual([]);
      expect(full.values.map((v) => v.criterionId)).toEqual(criteria.map((c) => c.id)); // in criteria order
    });
    const got = expectStatus(await sdk.getOpportunity(opp.ref), 200).data.data!;
    onLive(() => expect(got.scoreTotal).toBe(77.5));

    const cleared = expectStatus(await sdk.deleteOpportunityScore(opp.ref, idOf('Confidence')), 200).data.data!;
    onLive(() => {
      expect(cleared.total).toBeNull();
      expect(cleared.unscoredCriterionIds).toEqual([idOf('Confidence')]);
    });
    // clearing again changes nothing
    expectStatus(await sdk.deleteOpportunityScore(opp.ref, idOf('Confidence')), 200);

    if (live) {
      // value outside 1..5 is refused by the schema; an unknown criterion is 404 naming it
      const six = await sdk.setOpportunityScore(opp.ref, idOf('Confidence'), { value: 6 });
      expect(six.status).toBe(400);
      const unknown = await sdk.setOpportunityScore(opp.ref, '00000000-0000-4000-8000-000000000000', { value: 3 });
      expect(unknown.status).toBe(404);
      if (unknown.status === 404) expect(unknown.data.error.details).toEqual([{ field: 'path.criterionId', message: expect.any(String) }]);
      // Eve reads but cannot score
      expectStatus(await sdk.getOpportunityScorecard(opp.ref, asEve), 200);
      expect((await sdk.setOpportunityScore(opp.ref, idOf('Confidence'), { value: 3 }, undefined, asEve)).status).toBe(403);
      expect((await sdk.deleteOpportunityScore(opp.ref, idOf('Effort'), undefined, asEve)).status).toBe(403);
    }
  });

  it('scores on create; scoreTotal on the list, filtered by minScore', async () => {
    const scores = criteria.map((c) => ({ criterionId: c.id, value: c.invert ? 1 : 5 }));
    const top = expectStatus(await sdk.createOpportunity({ title: `Top scored ${unique}`, scores }), 201).data.data!;
    const low = expectStatus(
      await sdk.createOpportunity({ title: `Low scored ${unique}`, scores: criteria.map((c) => ({ criterionId: c.id, value: 3 })) }),
      201,
    ).data.data!;
    onLive(() => {
      expect(top.scoreTotal).toBe(100);
      expect(low.scoreTotal).toBe(50);
    });
    const list = expectStatus(await sdk.listOpportunities({ minScore: 75, limit: 200 }), 200).data.data!;
    onLive(() => {
      const ids = list.map((o) => o.id);
      expect(ids).toContain(top.id);
      expect(ids).not.toContain(low.id);
      for (const o of list) expect(o.scoreTotal).toBeGreaterThanOrEqual(75);
    });
  });

  it('validation risks: the four in order, one vote per user per risk (replaced), the aggregate', async () => {
    const opp = expectStatus(await sdk.createOpportunity({ title: `Risky ${unique}` }), 201).data.data!;
    const none = expectStatus(await sdk.listOpportunityRisks(opp.ref), 200).data.data!;
    onLive(() => expect(none).toEqual(['value', 'usability', 'feasibility', 'viability'].map((risk) => ({ risk, aggregate: 'unassessed', votes: [] }))));

    const voted = expectStatus(await sdk.setOpportunityRiskVote(opp.ref, 'feasibility', { vote: 'risky', note: 'New payment provider' }), 200).data.data!;
    onLive(() => {
      expect(voted).toMatchObject({ risk: 'feasibility', aggregate: 'risky' });
      expect(voted.votes).toEqual([{ userId: expect.any(String), vote: 'risky', note: 'New payment provider', votedAt: expect.any(String) }]);
    });
    const replaced = expectStatus(await sdk.setOpportunityRiskVote(opp.ref, 'feasibility', { vote: 'approve' }), 200).data.data!;
    onLive(() => {
      expect(replaced.aggregate).toBe('approve');
      expect(replaced.votes).toEqual([expect.objectContaining({ vote: 'approve', note: null })]);
    });
    const all = expectStatus(await sdk.listOpportunityRisks(opp.id, asEve), 200).data.data!;
    onLive(() =>
      expect(all.map((r) => [r.risk, r.aggregate, r.votes.length])).toEqual([
        ['value', 'unassessed', 0],
        ['usability', 'unassessed', 0],
        ['feasibility', 'approve', 1],
        ['viability', 'unassessed', 0],
      ]),
    );
    if (live) {
      expect((await sdk.setOpportunityRiskVote(opp.ref, 'value', { vote: 'reject' }, undefined, asEve)).status).toBe(403);
      const bad = await fetch(`${baseUrl}/api/v1/opportunities/${opp.ref}/risks/desirability`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ vote: 'approve' }),
      });
      expect(bad.status).toBe(400);
      const body = await bad.json();
      expect(body.error.details[0].field).toBe('path.risk');
      expect(body.error.suggestion).toMatch(/value.*usability.*feasibility.*viability/);
    }
  });

  it('takes over its six operations from the tag opportunities (contract-tests/lib/suiteTags.ts)', () => {
    expect(splitProblems()).toEqual([]);
    expect(suiteTags['opportunities/scoring.test.ts']).toEqual([]);
    expect([...suiteOperations['opportunities/scoring.test.ts']].sort()).toEqual([...SCORING_OPERATIONS].sort());
  });

  it('exercises every operation it covers (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect([...inScope].sort()).toEqual([...SCORING_OPERATIONS].sort());
    expect(inScope.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
