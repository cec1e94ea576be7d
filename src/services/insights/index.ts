/**
 * Insights (spec 1 §2.9, §3.1, §3.2; spec 2 §4.5 claims, §4.12): customer evidence — a verbatim ask
 * with its interpretation, source, moscow priority and deadline — from exactly one demand root (a customer, a user
 * of the org or an external stakeholder), tagged, linked to work and objectives (links.ts), with objective impacts,
 * and a status machine (status.ts). External stakeholders live in stakeholders.ts, objective claims in claims.ts.
 *
 * Every write is one transaction (`this.db.transaction`, a savepoint inside the request's write transaction) that
 * locks the insight row; every query is scoped by the caller's org, so another org's insight reads as 404.
 * Refs: path ids are a UUID or INS-<n>; body and query ids of shared ref schemas arrive as UUIDs (the pipeline
 * resolves CUS-3, me, ENG, OBJ-2), so the service checks that they exist; a link's entityId (UUID or OPP-7, ENG-12,
 * OBJ-2) is resolved here.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import {
  deleteInsight,
  insertInsight,
  listInsights,
  updateInsight,
  type InsightListFilters,
  type InsightValues,
  type NewInsight,
} from '../../repositories/insights.js';
import type { Page } from '../../repositories/paging.js';
import { assertTags } from '../tags.js';
import { listClaims, type Claim } from './claims.js';
import { attach, blocking, detach, setImpacts, setLink } from './links.js';
import { assertOneRoot, assertRootsExist, loadInsight, present, presentOne, ROOTS, type Insight, type Roots } from './shared.js';
import { createStakeholder, listStakeholders, type ExternalStakeholder } from './stakeholders.js';
import { setReviewTeam, setStatus, type StatusDeps } from './status.js';
import type { RequestBody, QueryParams } from '../../core/api.js';

export type { Insight, InsightStatus } from './shared.js';
export type { Claim } from './claims.js';
export type { ExternalStakeholder } from './stakeholders.js';
export { DECISIONS } from './status.js';

/** GET /insights's query (ids as UUIDs, resolved by the pipeline) with the page. */
export type InsightFilters = InsightListFilters & { cursor?: string; limit: number };
type Fields = Omit<NewInsight, 'verbatim' | 'source'> & { verbatim?: string; source?: NewInsight['source'] };

export class InsightService {
  constructor(
    private readonly db: Knex,
    private readonly deps: StatusDeps,
  ) {}

  /**
   * GET /insights — newest first, paged. Filters (all ANDed): status; customerId (the root); opportunityId, taskId
   * (linked); objectiveId (linked or with an impact on it); reviewTeamId; recordedById; tagId; q (full text over
   * verbatim and interpretation, every word: websearch_to_tsquery). Archived insights only with includeArchived or
   * status archived.
   */
  async list(actor: Actor, f: InsightFilters): Promise<Page<Insight>> {
    const page = await listInsights(this.db, actor.orgId, f, f);
    return { rows: await present(this.db, actor.orgId, page.rows), nextCursor: page.nextCursor };
  }

  /** GET /insights/{id} — by UUID or INS-<n>; 404 naming path.id. */
  async get(actor: Actor, idOrRef: string): Promise<Insight> {
    const row = await loadInsight(this.db, actor, idOrRef);
    return (await present(this.db, actor.orgId, [row]))[0];
  }

  /**
   * POST /insights — `{verbatim, source, interpretation?, moscow?, deadline?, tagIds?, customerId?, stakeholderUserId?,
   * externalStakeholderId?}` → the insight (status created, recorded by the caller). 400 naming the roots unless
   * exactly one is set; 404 naming a root or body.tagIds.N that names nothing in the org.
   */
  async create(actor: Actor, input: NewInsight): Promise<Insight> {
    assertOneRoot(input, input);
    return this.db.transaction(async (trx) => {
      await assertRootsExist(trx, actor.orgId, input);
      const tagIds = await assertTags(trx, actor.orgId, input.tagIds ?? [], 'body.tagIds');
      const { id } = await insertInsight(trx, actor, { ...input, tagIds });
      return presentOne(trx, actor.orgId, id);
    });
  }

  /**
   * PATCH /insights/{id} — any of verbatim, source, interpretation, moscow, deadline, tagIds and the roots. After the
   * patch exactly one root must be set (400 naming the roots otherwise: a new root needs the old one set to null).
   * 404 naming path.id, a root or body.tagIds.N.
   */
  async update(actor: Actor, idOrRef: string, input: Fields): Promise<Insight> {
    return this.db.transaction(async (trx) => {
      const row = await loadInsight(trx, actor, idOrRef, true);
      const sent: Roots = Object.fromEntries(ROOTS.filter((f) => f in input).map((f) => [f, input[f] ?? null]));
      const current: Roots = { customerId: row.customer_id, stakeholderUserId: row.stakeholder_user_id, externalStakeholderId: row.external_stakeholder_id };
      assertOneRoot({ ...current, ...sent }, sent);
      await assertRootsExist(trx, actor.orgId, sent);
      const patch: InsightValues = {};
      if (input.verbatim !== undefined) patch.verbatim = input.verbatim;
      if (input.source !== undefined) patch.source = input.source;
      if (input.interpretation !== undefined) patch.interpretation = input.interpretation;
      if (input.moscow !== undefined) patch.moscow = input.moscow;
      if (input.deadline !== undefined) patch.deadline = input.deadline;
      if (input.tagIds !== undefined) patch.tag_ids = await assertTags(trx, actor.orgId, input.tagIds, 'body.tagIds');
      if ('customerId' in sent) patch.customer_id = sent.customerId;
      if ('stakeholderUserId' in sent) patch.stakeholder_user_id = sent.stakeholderUserId;
      if ('externalStakeholderId' in sent) patch.external_stakeholder_id = sent.externalStakeholderId;
      await updateInsight(trx, actor.orgId, row.id, patch);
      return presentOne(trx, actor.orgId, row.id);
    });
  }

  /** DELETE /insights/{id} → `{id, deleted: true}`; its links and impacts go with it (FK cascades). 404 naming path.id. */
  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const row = await loadInsight(trx, actor, idOrRef, true);
      await deleteInsight(trx, actor.orgId, row.id);
      return { id: row.id, deleted: true as const };
    });
  }

  /** POST /insights/{id}/set-tags — the full list replaces the tags (empty clears). 404 naming path.id or body.tagIds.N. */
  async setTags(actor: Actor, idOrRef: string, tagIds: string[]): Promise<Insight> {
    return this.db.transaction(async (trx) => {
      const row = await loadInsight(trx, actor, idOrRef, true);
      const ids = await assertTags(trx, actor.orgId, tagIds, 'body.tagIds');
      await updateInsight(trx, actor.orgId, row.id, { tag_ids: ids });
      return presentOne(trx, actor.orgId, row.id);
    });
  }

  /** POST /insights/{id}/attach — see links.ts attach. */
  attach(actor: Actor, idOrRef: string, input: RequestBody<'attachInsight'>): Promise<Insight> {
    return this.db.transaction((trx) => attach(trx, actor, idOrRef, input));
  }

  /** POST /insights/{id}/detach — see links.ts detach. */
  detach(actor: Actor, idOrRef: string, input: RequestBody<'detachInsight'>): Promise<Insight> {
    return this.db.transaction((trx) => detach(trx, actor, idOrRef, input));
  }

  /** POST /insights/{id}/set-link — see links.ts setLink. */
  setLink(actor: Actor, idOrRef: string, input: RequestBody<'setInsightLink'>): Promise<Insight> {
    return this.db.transaction((trx) => setLink(trx, actor, idOrRef, input));
  }

  /** POST /insights/{id}/set-impact — see links.ts setImpacts. */
  setImpacts(actor: Actor, idOrRef: string, impacts: { objectiveId: string; delta: number }[]): Promise<Insight> {
    return this.db.transaction((trx) => setImpacts(trx, actor, idOrRef, impacts));
  }

  /** POST /insights/{id}/set-status — see status.ts setStatus. */
  setStatus(actor: Actor, idOrRef: string, input: RequestBody<'setInsightStatus'>): Promise<Insight> {
    return this.db.transaction((trx) => setStatus(trx, this.deps, actor, idOrRef, input));
  }

  /** POST /insights/{id}/set-review-team — see status.ts setReviewTeam. */
  setReviewTeam(actor: Actor, idOrRef: string, teamId: string | null): Promise<Insight> {
    return this.db.transaction((trx) => setReviewTeam(trx, this.deps, actor, idOrRef, teamId));
  }

  /** GET /insights/blocking — see links.ts blocking. */
  blocking(actor: Actor, q: QueryParams<'listBlockingInsights'>): Promise<Insight[]> {
    return blocking(this.db, actor, q);
  }

  /** GET /external-stakeholders — see stakeholders.ts. */
  stakeholders(actor: Actor): Promise<ExternalStakeholder[]> {
    return listStakeholders(this.db, actor);
  }

  /** POST /external-stakeholders — the stakeholder and whether it was created (false: an existing name, any case). */
  createStakeholder(actor: Actor, input: RequestBody<'createExternalStakeholder'>): Promise<{ stakeholder: ExternalStakeholder; created: boolean }> {
    return this.db.transaction((trx) => createStakeholder(trx, actor, input));
  }

  /** GET /objectives/{id}/claims — see claims.ts. */
  claims(actor: Actor, objectiveIdOrRef: string): Promise<Claim[]> {
    return listClaims(this.db, actor, objectiveIdOrRef);
  }
}
