/**
 * Opportunity scoring and validation risks (spec 1 §2.5; spec 2 §4.7, §8 "Scorecard value 1-5").
 *
 * Scorecard. The org's active criteria (`scoring_criteria`, migration 20261205000000_scoring) each have a decimal
 * weight ≥ 0 (the positive weights sum to 1), an invert flag and an order. An opportunity holds at most one shared
 * value 1-5 per criterion (`opportunity_scores`; the last write wins, with who set it and when). Its total is
 *
 *   total = round(100 × Σ weight × n(v), 2),  n(v) = (v − 1) / 4, or (5 − v) / 4 for an inverted criterion,
 *
 * computed in Postgres numeric (exact: 0.35 × 3/4 × 100 is 26.25, not 26.249999…) by one SQL expression
 * (`SCORE_TOTAL_SQL`) that the scorecard, the opportunity's `scoreTotal` and the list's `minScore` filter share. The
 * total is null until every active criterion with a positive weight has a value; a zero-weight criterion is never
 * needed. Values of criteria that are no longer active stay stored but count nowhere.
 *
 * The criteria set is read-only through the API (listScoringCriteria never writes); the admin CLI `criteria:set`
 * replaces it (`replaceCriteria`, validated by `criteriaProblem`). Every org starts with the default set (a trigger
 * on `orgs`).
 *
 * Validation risks. Four fixed risks (value, usability, feasibility, viability); each user has at most one vote per
 * risk per opportunity (`opportunity_risk_votes`), approve | risky | reject with an optional note; a new vote replaces
 * the caller's old one. Aggregate (`aggregateOf`): reject if any vote rejects, else risky if any is risky, else
 * approve if there are votes, else unassessed.
 *
 * Writes run in the request's transaction and lock the opportunity row first, so concurrent writes to one
 * opportunity apply one after the other. The activity log records scores (subject `score`) and votes (subject
 * `riskVote`) on the opportunity through the tables' triggers.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError, notFound } from '../../core/errors.js';
import { lockOrg } from '../../repositories/orgs.js';
import { isUuid } from '../../repositories/refs.js';
import { iso } from '../common.js';
import { findOpportunityId, scoreTotals, SCORE_TOTAL_SQL, updateOpportunity } from '../../repositories/opportunities.js';
import { deleteOpportunityScore, insertOpportunityScores, listOpportunityScores, upsertOpportunityScore } from '../../repositories/opportunityScores.js';
import { listRiskVotes, toRiskVote, upsertRiskVote } from '../../repositories/opportunityRiskVotes.js';
import {
  activeCriterionExists,
  deactivateCriteria,
  insertCriterion,
  listActiveCriteria,
  listAllCriterionNames,
  toScoringCriterion,
  updateCriterion,
} from '../../repositories/scoringCriteria.js';

/** The scorecard total and its SQL live with the opportunities table; re-exported for the scoring callers. */
export { scoreTotals, SCORE_TOTAL_SQL };

export type ScoringCriterion = components['schemas']['ScoringCriterion'];
export type Scorecard = components['schemas']['Scorecard'];
export type ScoreValue = components['schemas']['ScoreValue'];
export type OpportunityRisk = components['schemas']['OpportunityRisk'];
export type RiskVote = components['schemas']['RiskVote'];
export type RiskName = OpportunityRisk['risk'];
export type Vote = RiskVote['vote'];
export type RiskAggregate = OpportunityRisk['aggregate'];

/** The four validation risks, in the order they are listed (spec 1 §2.5). */
export const RISKS: readonly RiskName[] = ['value', 'usability', 'feasibility', 'viability'];
/** How many criteria a set may hold (criteria:set). */
export const MAX_CRITERIA = 50;
/** Longest criterion name, in characters. */
export const MAX_CRITERION_NAME = 200;
/** How far the positive weights of a set may be from 1 (criteria:set). */
export const WEIGHT_TOLERANCE = 1e-9;

const OPPORTUNITIES_HREF = '/api/v1/opportunities';
const CRITERIA_HREF = '/api/v1/opportunities/scoring-criteria';

const toCriterion = toScoringCriterion;
const toVote = toRiskVote;
const activeCriteria = listActiveCriteria;

/**
 * 404 NOT_FOUND unless `criterionId` is an active scoring criterion of the org; `field` names the input that held it
 * (`path.criterionId`, `body.scores.0.criterionId`). The suggestion names the criteria list.
 */
async function assertCriterion(db: Knex, orgId: string, criterionId: string, field: string): Promise<void> {
  if (!(isUuid(criterionId) && (await activeCriterionExists(db, orgId, criterionId)))) {
    const err = new ApiError('NOT_FOUND', `${field}: scoring criterion ${criterionId} not found`, {
      details: [{ field, message: 'is not an active scoring criterion of this org' }],
      suggestion: `Use the id of one of the org's scoring criteria: list them with GET ${CRITERIA_HREF}.`,
    });
    err.subject = criterionId;
    throw err;
  }
}

/**
 * Sets scorecard values of a new opportunity `opportunityId` (createOpportunity's `scores`, spec 2 §4.7) inside the
 * create's transaction `trx`, attributed to the actor. Errors: 400 VALIDATION_FAILED when a criterion appears twice
 * (naming `body.scores.<i>.criterionId`); 404 NOT_FOUND for a criterion that is not active in the org (same field).
 */
export async function insertScores(trx: Knex, actor: Actor, opportunityId: string, scores: readonly { criterionId: string; value: number }[]): Promise<void> {
  if (!scores.length) return;
  const seen = new Set<string>();
  for (const [i, s] of scores.entries()) {
    const field = `body.scores.${i}.criterionId`;
    const id = s.criterionId.toLowerCase();
    if (seen.has(id)) {
      throw new ApiError('VALIDATION_FAILED', `${field} repeats criterion ${s.criterionId}`, {
        details: [{ field, message: 'repeats a criterion given earlier in body.scores' }],
        suggestion: 'Give each criterion once in body.scores (one value per criterion).',
      });
    }
    seen.add(id);
    await assertCriterion(trx, actor.orgId, id, field);
  }
  await insertOpportunityScores(trx, actor.orgId, opportunityId, scores, actor.userId);
}

/** The aggregate of a risk's votes (spec 1 §2.5): reject > risky > approve; unassessed without votes. */
export function aggregateOf(votes: readonly { vote: Vote }[]): RiskAggregate {
  if (votes.some((v) => v.vote === 'reject')) return 'reject';
  if (votes.some((v) => v.vote === 'risky')) return 'risky';
  return votes.length ? 'approve' : 'unassessed';
}

/** One criterion of a set given to criteria:set: `{name, weight, invert?}`. */
export interface CriterionInput {
  name: string;
  weight: number;
  invert?: boolean;
}

/**
 * Why `input` is not a valid criteria set, as one sentence, or undefined (criteria:set). A set is an
 * array (or `{criteria: [...]}`) of 1 to MAX_CRITERIA objects `{name, weight, invert?}` with no other fields: names
 * 1-200 characters after trimming and unique case-insensitively; weights finite numbers in 0..1; the positive weights
 * summing to 1 within WEIGHT_TOLERANCE (1e-9).
 */
export function criteriaProblem(input: unknown): string | undefined {
  const list = Array.isArray(input)
    ? input
    : input && typeof input === 'object' && Array.isArray((input as { criteria?: unknown }).criteria)
      ? (input as { criteria: unknown[] }).criteria
      : undefined;
  if (!list) return 'the file must hold a JSON array of criteria ({"name","weight","invert"}) or {"criteria":[…]}';
  if (!list.length) return 'the set names no criterion: give at least one with a positive weight';
  if (list.length > MAX_CRITERIA) return `the set has ${list.length} criteria; at most ${MAX_CRITERIA} are allowed`;
  const names = new Set<string>();
  let sum = 0;
  for (const [i, c] of list.entries()) {
    const at = `criterion ${i + 1}`;
    if (!c || typeof c !== 'object' || Array.isArray(c)) return `${at} is not an object {"name","weight","invert"}`;
    const extra = Object.keys(c).filter((k) => !['name', 'weight', 'invert'].includes(k));
    if (extra.length) return `${at} has unknown field ${extra[0]}: a criterion has only name, weight and invert`;
    const { name, weight, invert } = c as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return `${at} has an empty name: give every criterion a name`;
    if (name.trim().length > MAX_CRITERION_NAME) return `${at} has a name over ${MAX_CRITERION_NAME} characters`;
    const key = name.trim().toLowerCase();
    if (names.has(key)) return `${at} repeats the name "${name.trim()}": names must be unique`;
    names.add(key);
    if (typeof weight !== 'number' || !Number.isFinite(weight)) return `${at} ("${name.trim()}") needs a numeric weight between 0 and 1`;
    if (weight < 0 || weight > 1) return `${at} ("${name.trim()}") has weight ${weight}: weights are between 0 and 1`;
    if (invert !== undefined && typeof invert !== 'boolean') return `${at} ("${name.trim()}") has a non-boolean invert: use true or false`;
    if (weight > 0) sum += weight;
  }
  if (Math.abs(sum - 1) > WEIGHT_TOLERANCE) return `the positive weights sum to ${Number(sum.toPrecision(12))}, not 1: adjust them so they add up to exactly 1`;
  return undefined;
}

export class ScoringService {
  constructor(private readonly db: Knex) {}

  /** The opportunity's UUID from a UUID or OPP-<n>; 404 NOT_FOUND when absent or in another org. Locks it for writes. */
  private async opportunity(actor: Actor, idOrRef: string, db: Knex, forUpdate = false): Promise<string> {
    const id = await findOpportunityId(db, actor.orgId, idOrRef, forUpdate);
    if (!id) throw notFound('Opportunity', idOrRef, OPPORTUNITIES_HREF);
    return id;
  }

  /** GET /api/v1/opportunities/scoring-criteria (spec 2 §4.7) — the org's active criteria in order; never writes. */
  async criteria(actor: Actor): Promise<ScoringCriterion[]> {
    return (await activeCriteria(this.db, actor.orgId)).map(toCriterion);
  }

  private async card(db: Knex, orgId: string, opportunityId: string): Promise<Scorecard> {
    const criteria = await activeCriteria(db, orgId);
    const scores = await listOpportunityScores(db, orgId, opportunityId);
    const byCriterion = new Map(scores.map((s) => [s.criterion_id, s]));
    const total = (await scoreTotals(db, orgId, [opportunityId])).get(opportunityId) ?? null;
    return {
      opportunityId,
      criteria: criteria.map(toCriterion),
      values: criteria.flatMap((c) => {
        const s = byCriterion.get(c.id);
        return s ? [{ criterionId: c.id, value: s.value, setBy: s.set_by, setAt: iso(s.set_at)! }] : [];
      }),
      total,
      unscoredCriterionIds: criteria.filter((c) => Number(c.weight) > 0 && !byCriterion.has(c.id)).map((c) => c.id),
    };
  }

  /**
   * GET /api/v1/opportunities/{id}/scorecard (spec 1 §2.5) — `{opportunityId, criteria, values, total,
   * unscoredCriterionIds}`; `idOrRef` is a UUID or OPP-<n>. 404 when the opportunity is absent or in another org.
   */
  async scorecard(actor: Actor, idOrRef: string): Promise<Scorecard> {
    const id = await this.opportunity(actor, idOrRef, this.db);
    return this.card(this.db, actor.orgId, id);
  }

  /**
   * PATCH /api/v1/opportunities/{id}/scores/{criterionId} `{value}` (integer 1-5, validated by the schema) — sets
   * the shared value; the last write wins (setBy, setAt become the caller and now). Touches the opportunity's
   * updatedAt (its scoreTotal may change). Returns the scorecard. Errors: 404 for the opportunity (path.id) or a
   * criterion that is not active in the org (path.criterionId).
   */
  async setScore(actor: Actor, idOrRef: string, criterionId: string, value: number): Promise<Scorecard> {
    return this.db.transaction(async (trx) => {
      const id = await this.opportunity(actor, idOrRef, trx, true);
      await assertCriterion(trx, actor.orgId, criterionId, 'path.criterionId');
      await upsertOpportunityScore(trx, actor.orgId, id, criterionId, value, actor.userId);
      await updateOpportunity(trx, actor.orgId, id, { updated_at: trx.fn.now() });
      return this.card(trx, actor.orgId, id);
    });
  }

  /**
   * DELETE /api/v1/opportunities/{id}/scores/{criterionId} — clears the value (a value not set: nothing changes).
   * Returns the scorecard. Errors as setScore.
   */
  async clearScore(actor: Actor, idOrRef: string, criterionId: string): Promise<Scorecard> {
    return this.db.transaction(async (trx) => {
      const id = await this.opportunity(actor, idOrRef, trx, true);
      await assertCriterion(trx, actor.orgId, criterionId, 'path.criterionId');
      const n = await deleteOpportunityScore(trx, actor.orgId, id, criterionId);
      if (n) await updateOpportunity(trx, actor.orgId, id, { updated_at: trx.fn.now() });
      return this.card(trx, actor.orgId, id);
    });
  }

  private async riskList(db: Knex, orgId: string, opportunityId: string, only?: RiskName): Promise<OpportunityRisk[]> {
    const rows = await listRiskVotes(db, orgId, opportunityId, only);
    return (only ? [only] : RISKS).map((risk) => {
      const votes = rows.filter((r) => r.risk === risk);
      return { risk, aggregate: aggregateOf(votes), votes: votes.map(toVote) };
    });
  }

  /**
   * GET /api/v1/opportunities/{id}/risks (spec 1 §2.5) — the four risks in the order value, usability, feasibility,
   * viability, each `{risk, aggregate, votes: [{userId, vote, note, votedAt}]}` (votes oldest first). 404 as scorecard.
   */
  async risks(actor: Actor, idOrRef: string): Promise<OpportunityRisk[]> {
    const id = await this.opportunity(actor, idOrRef, this.db);
    return this.riskList(this.db, actor.orgId, id);
  }

  /**
   * POST /api/v1/opportunities/{id}/risks/{risk} `{vote, note?}` — the caller's one vote on `risk` (the schema
   * refuses other risk names with 400 listing the four); a new vote replaces the old one, note included (an omitted
   * note becomes null), and votedAt becomes now. Returns that risk with its votes and aggregate. 404 as scorecard.
   */
  async vote(actor: Actor, idOrRef: string, risk: RiskName, vote: Vote, note?: string | null): Promise<OpportunityRisk> {
    return this.db.transaction(async (trx) => {
      const id = await this.opportunity(actor, idOrRef, trx, true);
      await upsertRiskVote(trx, actor.orgId, { opportunityId: id, risk, userId: actor.userId, vote, note: note ?? null });
      return (await this.riskList(trx, actor.orgId, id, risk))[0];
    });
  }

  /**
   * Replaces org `orgId`'s criteria set (admin CLI `criteria:set`) with `input` (checked first with
   * `criteriaProblem`: 400 VALIDATION_FAILED when it names a problem). A criterion whose name matches one the org has
   * (case-insensitively, active or not) keeps its id, so its stored values count again; the others are created;
   * criteria left out become inactive (their values stay stored and count nowhere). Order is the input's order.
   * Returns `{orgId, criteria}` as listScoringCriteria shows them. 404 NOT_FOUND when the org does not exist.
   */
  async replaceCriteria(orgId: string, input: readonly CriterionInput[]): Promise<{ orgId: string; criteria: ScoringCriterion[] }> {
    const problem = criteriaProblem(input);
    if (problem)
      throw new ApiError('VALIDATION_FAILED', problem, {
        details: [{ field: 'criteria', message: problem }],
        suggestion: 'Fix the criteria file and run criteria:set again.',
      });
    return this.db.transaction(async (trx) => {
      const org = isUuid(orgId) ? await lockOrg(trx, orgId.toLowerCase()) : undefined;
      if (!org) {
        throw new ApiError('NOT_FOUND', `org ${orgId} not found: use the orgId that org:create prints`, {
          details: [{ field: 'orgId', message: 'names no org' }],
          suggestion: 'Use the orgId that org:create prints.',
        });
      }
      const existing = await listAllCriterionNames(trx, org.id);
      const byName = new Map(existing.map((c) => [c.name.toLowerCase(), c.id]));
      await deactivateCriteria(trx, org.id);
      for (const [i, c] of input.entries()) {
        const name = c.name.trim();
        const values = { name, weight: c.weight, invert: c.invert ?? false, position: i + 1, active: true, updated_at: trx.fn.now() };
        const id = byName.get(name.toLowerCase());
        if (id) {
          await updateCriterion(trx, org.id, id, values);
        } else {
          await insertCriterion(trx, org.id, values);
        }
      }
      return { orgId: org.id, criteria: (await activeCriteria(trx, org.id)).map(toCriterion) };
    });
  }
}
