/**
 * The scoring query modules against Postgres (scoring_criteria, opportunity_scores, opportunity_risk_votes): active
 * criteria in order, the last write wins, votes oldest first and replaced, and the scorecard total and minScore agree
 * with the values; org scoping throughout.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  activeCriterionExists,
  deactivateCriteria,
  insertCriterion,
  listActiveCriteria,
  listAllCriterionNames,
  toScoringCriterion,
  updateCriterion,
} from './scoringCriteria.js';
import { deleteOpportunityScore, insertOpportunityScores, listOpportunityScores, upsertOpportunityScore } from './opportunityScores.js';
import { listRiskVotes, toRiskVote, upsertRiskVote } from './opportunityRiskVotes.js';
import { listOpportunities, scoreTotals } from './opportunities.js';

const t = useTestDb();

describe('scoring', () => {
  it('criteria, scores, totals and votes', async () => {
    const a = await t.newOrg('Scoring A');
    const b = await t.newOrg('Scoring B');
    const org = a.orgId;
    await t.db.transaction(async (trx) => {
      await deactivateCriteria(trx, org);
      await insertCriterion(trx, org, { name: 'T Reach', weight: 0.75, invert: false, position: 2, active: true });
      await insertCriterion(trx, org, { name: 'T Effort', weight: 0.25, invert: true, position: 1, active: true });
      await insertCriterion(trx, org, { name: 'T Bonus', weight: 0, invert: false, position: 3, active: true });
    });
    const criteria = await listActiveCriteria(t.db, org);
    expect(criteria.map((c) => c.name)).toEqual(['T Effort', 'T Reach', 'T Bonus']);
    expect(toScoringCriterion(criteria[1])).toEqual({ id: criteria[1].id, name: 'T Reach', weight: 0.75, invert: false, order: 2 });
    const [effort, reach, bonus] = criteria.map((c) => c.id);
    expect(await activeCriterionExists(t.db, org, reach.toUpperCase())).toBe(true);
    expect(await activeCriterionExists(t.db, b.orgId, reach)).toBe(false);
    expect((await listAllCriterionNames(t.db, org)).length).toBeGreaterThan(3);

    const [o1, o2] = (
      await t
        .db('opportunities')
        .insert([1, 2].map((n) => ({ org_id: org, number: n, title: `O${n}` })))
        .returning('id')
    ).map((r: { id: string }) => r.id);
    await t.db.transaction(async (trx) => {
      await insertOpportunityScores(trx, org, o1, [{ criterionId: reach.toUpperCase(), value: 5 }], a.userId);
      await upsertOpportunityScore(trx, org, o1, effort, 3, a.userId);
      await upsertOpportunityScore(trx, org, o1, effort, 1, a.userId);
      await upsertOpportunityScore(trx, org, o2, reach, 2, a.userId);
    });
    expect((await listOpportunityScores(t.db, org, o1)).map((s) => [s.criterion_id, s.value]).sort()).toEqual(
      [
        [effort, 1],
        [reach, 5],
      ].sort(),
    );
    expect(await listOpportunityScores(t.db, b.orgId, o1)).toEqual([]);
    // o1: 100 × (0.75 × 4/4 + 0.25 × (5 − 1)/4) = 100; o2 lacks Effort: no total (Bonus weighs 0 and is never needed).
    const totals = await scoreTotals(t.db, org, [o1, o2]);
    expect([totals.get(o1), totals.get(o2)]).toEqual([100, null]);
    expect((await listOpportunities(t.db, org, { minScore: 99 }, { limit: 10 })).rows.map((r) => r.id)).toEqual([o1]);
    await t.db.transaction(async (trx) => {
      expect(await deleteOpportunityScore(trx, b.orgId, o1, reach)).toBe(0);
      expect(await deleteOpportunityScore(trx, org, o1, reach.toUpperCase())).toBe(1);
      await updateCriterion(trx, org, bonus, { active: false });
    });
    expect((await scoreTotals(t.db, org, [o1])).get(o1)).toBeNull();
    expect((await listActiveCriteria(t.db, org)).map((c) => c.name)).toEqual(['T Effort', 'T Reach']);

    const eng = await t.newUser(org, 'engineer');
    await t.db.transaction((trx) => upsertRiskVote(trx, org, { opportunityId: o1, risk: 'value', userId: a.userId, vote: 'approve', note: 'fine' }));
    await t.db.transaction((trx) => upsertRiskVote(trx, org, { opportunityId: o1, risk: 'value', userId: eng.userId, vote: 'risky', note: null }));
    await t.db.transaction((trx) => upsertRiskVote(trx, org, { opportunityId: o1, risk: 'usability', userId: a.userId, vote: 'reject', note: null }));
    await t.db.transaction((trx) => upsertRiskVote(trx, org, { opportunityId: o1, risk: 'value', userId: a.userId, vote: 'reject', note: null }));
    const value = await listRiskVotes(t.db, org, o1, 'value');
    expect(value.map((v) => [v.user_id, v.vote, v.note])).toEqual([
      [eng.userId, 'risky', null],
      [a.userId, 'reject', null],
    ]);
    expect((await listRiskVotes(t.db, org, o1)).map((v) => v.risk)).toEqual(['value', 'usability', 'value']);
    expect(await listRiskVotes(t.db, b.orgId, o1)).toEqual([]);
    expect(toRiskVote(value[0])).toEqual({ userId: eng.userId, vote: 'risky', note: null, votedAt: expect.stringMatching(/Z$/) });
  });
});
