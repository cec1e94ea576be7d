/**
 * Similar insights and the pattern board (spec 2 §4.7 patternPromotion, §4.12, §9).
 *
 * Similarity is lexical (no embedding model: the board says embeddingModelConfigured false): pg_trgm similarity of
 * `verbatim || ' ' || coalesce(interpretation, '')` — the expression of the trigram index `insights_text_trgm`
 * (migrations/20261207000000_lifecycle.ts) — raised by the full-text rank of the other insight's search_doc.
 *
 * - similar: the top 20 other insights of the org whose text is `%` the insight's (the index answers it, with
 *   `pg_trgm.similarity_threshold` set to 0.2 for the transaction), archived left out. similarity = trigram
 *   similarity s raised by the rank r ∈ [0, 1) of the other insight's search_doc against any word of this one
 *   (ts_rank normalised r/(r+1)): s + (1 − s)·r, at most 1. Rejected ones are past rejections (with category and
 *   note), the others duplicates.
 * - board: the unjudged insights (created or review, no linked opportunity or task) are clustered, the newest 500
 *   of them (truncated when there are more), by single linkage over pairs with trigram similarity ≥ 0.35
 *   (trigrams.ts: the same similarity, computed in-process, see there why). Clusters of two or more are matched to
 *   the stored patterns by member overlap — the largest overlap of at least half the smaller of the two sets; ties
 *   prefer an open pattern, then the oldest — so ids stay stable across reads:
 *     matched to an open pattern → that pattern, its members set to the cluster plus its pinned members;
 *     matched to a dismissed, promoted or attached pattern → not shown again;
 *     unmatched → a new open pattern.
 *   An open pattern no cluster matched keeps only its pinned members, and is deleted when fewer than two are left.
 *   label: the shortest member verbatim (then the oldest), cut to 80 characters. customerCount: the members'
 *   distinct customers; arrAtStake: the sum of those customers' current ARR. The board lists the open patterns,
 *   ARR at stake first, then size, then age.
 *   The read writes (the patterns it matches and creates), in one transaction holding a per-org advisory lock,
 *   which every pattern write takes too: concurrent reads run one after the other and never create a pattern twice.
 * - dismiss (open → dismissed), link-insights (pinned members; open only), attach-work (each member attached to an
 *   opportunity or task as POST /insights/{id}/attach does — created insights become active — then attached),
 *   accept (deprecated: a new opportunity linked to every member, then promoted) and patternPromotion on
 *   POST /opportunities (the same, inside the opportunity's create transaction; also needs insight:update).
 *   A pattern that is not open is 409 INVALID_STATE_TRANSITION; an unknown one 404 naming the field.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError, invalidField, notFound, requireCapability } from '../../core/errors.js';
import { isUuid, refOf } from '../../repositories/refs.js';
import { iso } from '../common.js';
import { countUnjudgedInsights, existingInsightIds, listSimilarInsights, listUnjudgedInsights } from '../../repositories/insights.js';
import {
  deletePattern,
  findPattern,
  insertPattern,
  insertPatternMembers,
  listOpenPatterns,
  listPatternMembers,
  listPatternMembersLinkedTo,
  listPatternMemberships,
  lockPatternBoard,
  patternLabelSource,
  pinPatternMembers,
  removePatternMembers,
  updatePattern,
  type PatternRow,
} from '../../repositories/insightPatterns.js';
import type { Opportunity, OpportunityService } from '../opportunities.js';
import { attach } from './links.js';
import { LINK_COLUMN, loadInsight, resolveEntity } from './shared.js';
import { clusterTexts } from './trigrams.js';
import type { RequestBody } from '../../core/api.js';

export type SimilarInsight = components['schemas']['SimilarInsight'];
export type InsightPattern = components['schemas']['InsightPattern'];
export type InsightPatternBoard = components['schemas']['InsightPatternBoard'];
type PatternStatus = InsightPattern['status'];
type WorkType = 'opportunity' | 'task';
type CreateInput = Parameters<OpportunityService['create']>[1];

/** Trigram similarity at which another insight is a candidate of similar (spec: near-duplicates). */
export const SIMILAR_THRESHOLD = 0.2;
export const SIMILAR_LIMIT = 20;
/** Trigram similarity at which two unjudged insights are linked into one cluster. */
export const CLUSTER_THRESHOLD = 0.35;
/** The newest unjudged insights clustered per read. */
export const CLUSTER_LIMIT = 500;
export const LABEL_MAX = 80;
const BOARD_HREF = '/api/v1/insights/patterns';
/** The indexed text of an insight (the query module's; the trigram index covers exactly it). */
export { INDEXED_TEXT } from '../../repositories/insights.js';

/** A pattern's label: the shortest verbatim, whitespace collapsed, cut to 80 characters (… marks a cut). */
export function labelOf(verbatim: string): string {
  const chars = Array.from(verbatim.trim().replace(/\s+/g, ' '));
  return chars.length <= LABEL_MAX ? chars.join('') : `${chars.slice(0, LABEL_MAX - 1).join('')}…`;
}

export class PatternService {
  constructor(
    private readonly db: Knex,
    private readonly deps: { opportunities: Pick<OpportunityService, 'create'> },
  ) {}

  /** GET /insights/{id}/similar — see the file comment. 404 naming path.id for an unknown insight. */
  async similar(actor: Actor, idOrRef: string): Promise<SimilarInsight[]> {
    return this.db.transaction(async (trx) => {
      const source = await loadInsight(trx, actor, idOrRef);
      const rows = await listSimilarInsights(trx, actor.orgId, source.id, SIMILAR_THRESHOLD, SIMILAR_LIMIT);
      return rows.map((r) => {
        const rejected = r.status === 'rejected';
        return {
          insightId: r.id,
          ref: refOf('insights', r.number),
          verbatim: r.verbatim,
          status: r.status,
          customerId: r.customer_id,
          kind: rejected ? 'past_rejection' : 'duplicate',
          similarity: Math.min(1, Math.max(0, Math.round(Number(r.score) * 10000) / 10000)),
          rejectionCategory: rejected ? r.rejection_category : null,
          statusNote: rejected ? r.status_note : null,
        };
      });
    });
  }

  /** GET /insights/patterns — re-clusters, stores what changed and answers the open patterns (see the file comment). */
  async board(actor: Actor): Promise<InsightPatternBoard> {
    return this.db.transaction(async (trx) => {
      await lockPatternBoard(trx, actor.orgId);
      const n = await countUnjudgedInsights(trx, actor.orgId);
      const unjudged = await listUnjudgedInsights(trx, actor.orgId, CLUSTER_LIMIT);
      const clusters = clusterTexts(
        unjudged.map((r) => r.t),
        CLUSTER_THRESHOLD,
      ).map((c) => c.map((i) => unjudged[i]));
      await this.sync(trx, actor.orgId, clusters);
      const open = await listOpenPatterns(trx, actor.orgId);
      const patterns = (await present(trx, actor.orgId, open)).sort(
        (a, b) =>
          b.arrAtStake - a.arrAtStake || b.insightIds.length - a.insightIds.length || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
      );
      return { enabled: true, embeddingModelConfigured: false, unjudgedCount: n, truncated: n > CLUSTER_LIMIT, patterns };
    });
  }

  /** Matches the computed clusters to the stored patterns and writes the difference (board, under the lock). */
  private async sync(trx: Knex, orgId: string, clusters: { id: string; number: number; verbatim: string }[][]): Promise<void> {
    const clustered = clusters.flat().map((r) => r.id);
    // the open patterns, and any other pattern sharing a member with a cluster
    const rows = await listPatternMemberships(trx, orgId, clustered);
    interface Stored {
      id: string;
      status: PatternStatus;
      createdAt: number;
      members: Set<string>;
      pinned: Set<string>;
    }
    const stored = new Map<string, Stored>();
    for (const r of rows) {
      let p = stored.get(r.id);
      if (!p) stored.set(r.id, (p = { id: r.id, status: r.status, createdAt: new Date(r.created_at).getTime(), members: new Set(), pinned: new Set() }));
      if (r.insight_id) {
        p.members.add(r.insight_id);
        if (r.pinned) p.pinned.add(r.insight_id);
      }
    }
    // candidate (cluster, pattern) pairs, best first: largest overlap, then an open pattern, then the oldest
    const candidates: { c: number; p: Stored; overlap: number }[] = [];
    clusters.forEach((cluster, c) => {
      for (const p of stored.values()) {
        const overlap = cluster.filter((r) => p.members.has(r.id)).length;
        if (overlap > 0 && overlap * 2 >= Math.min(cluster.length, p.members.size)) candidates.push({ c, p, overlap });
      }
    });
    candidates.sort(
      (a, b) =>
        b.overlap - a.overlap ||
        Number(b.p.status === 'open') - Number(a.p.status === 'open') ||
        a.p.createdAt - b.p.createdAt ||
        a.p.id.localeCompare(b.p.id) ||
        a.c - b.c,
    );
    const match = new Map<number, Stored>();
    const taken = new Set<string>();
    for (const { c, p } of candidates) {
      if (match.has(c) || (p.status === 'open' && taken.has(p.id))) continue;
      match.set(c, p);
      if (p.status === 'open') taken.add(p.id);
    }

    for (const [c, cluster] of clusters.entries()) {
      const p = match.get(c);
      if (p && p.status !== 'open') continue; // judged before: not shown again
      if (!p) {
        const shortest = [...cluster].sort((a, b) => Array.from(a.verbatim).length - Array.from(b.verbatim).length || a.number - b.number)[0];
        const id = await insertPattern(trx, orgId, labelOf(shortest.verbatim));
        await insertPatternMembers(
          trx,
          orgId,
          id,
          cluster.map((r) => r.id),
        );
        continue;
      }
      const ids = new Set(cluster.map((r) => r.id));
      const gone = [...p.members].filter((id) => !ids.has(id) && !p.pinned.has(id));
      const added = [...ids].filter((id) => !p.members.has(id));
      if (!gone.length && !added.length) {
        await relabel(trx, orgId, p.id, false);
        continue;
      }
      if (gone.length) await removePatternMembers(trx, orgId, p.id, gone);
      if (added.length) await insertPatternMembers(trx, orgId, p.id, added, true);
      await relabel(trx, orgId, p.id);
    }

    // open patterns no cluster matched keep their pinned members, or go when fewer than two are left
    for (const p of stored.values()) {
      if (p.status !== 'open' || taken.has(p.id)) continue;
      if (p.pinned.size < 2) {
        await deletePattern(trx, orgId, p.id);
        continue;
      }
      const gone = [...p.members].filter((id) => !p.pinned.has(id));
      if (!gone.length) continue;
      await removePatternMembers(trx, orgId, p.id, gone);
      await relabel(trx, orgId, p.id);
    }
  }

  /** POST /insights/patterns/{patternId}/dismiss — open → dismissed; the same cluster is not shown again. */
  async dismiss(actor: Actor, patternId: string): Promise<InsightPattern> {
    return this.db.transaction(async (trx) => {
      const p = await lockPattern(trx, actor, patternId);
      assertOpen(p, 'dismissed', 'dismissed');
      await updatePattern(trx, actor.orgId, p.id, { status: 'dismissed' });
      return presentOne(trx, actor.orgId, p.id);
    });
  }

  /**
   * POST /insights/patterns/{patternId}/link-insights — `insightIds` (UUIDs: the pipeline resolved INS refs) become
   * pinned members of the open pattern. 404 naming body.insightIds.N for one not in the org; 409 unless open.
   */
  async linkInsights(actor: Actor, patternId: string, insightIds: string[]): Promise<InsightPattern> {
    return this.db.transaction(async (trx) => {
      const p = await lockPattern(trx, actor, patternId);
      assertOpen(p, 'given insights', 'open');
      const ids = insightIds.map((id) => id.toLowerCase());
      const found = await existingInsightIds(trx, actor.orgId, ids);
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing >= 0) throw notFound('Insight', insightIds[missing], '/api/v1/insights', `body.insightIds.${missing}`);
      await pinPatternMembers(trx, actor.orgId, p.id, [...new Set(ids)]);
      await relabel(trx, actor.orgId, p.id);
      return presentOne(trx, actor.orgId, p.id);
    });
  }

  /**
   * POST /insights/patterns/{patternId}/attach-work — `{entityType opportunity | task, entityId (UUID or ref)}`:
   * every member is attached to it (as attachInsight: created → active, delivered when its work is all completed),
   * and the pattern becomes attached. 404 naming body.entityId; 409 unless open.
   */
  async attachWork(actor: Actor, patternId: string, input: RequestBody<'attachInsightPatternWork'>): Promise<InsightPattern> {
    return this.db.transaction(async (trx) => {
      const p = await lockPattern(trx, actor, patternId);
      assertOpen(p, 'attached to work', 'attached');
      const entityId = await resolveEntity(trx, actor.orgId, input.entityType, input.entityId);
      await attachMembers(trx, actor, p.id, input.entityType, entityId);
      await updatePattern(trx, actor.orgId, p.id, { status: 'attached' });
      return presentOne(trx, actor.orgId, p.id);
    });
  }

  /**
   * POST /insights/patterns/{patternId}/accept (deprecated, spec 2 §9) — `{title?}` (default the label): a new
   * opportunity linked to every member; the pattern becomes promoted. It creates an opportunity, so it also needs
   * opportunity:create (403 FORBIDDEN otherwise). 404 naming path.patternId; 409 unless open.
   */
  async accept(actor: Actor, patternId: string, input: RequestBody<'acceptInsightPattern'>): Promise<Opportunity> {
    requireCapability(actor.capabilities, 'opportunity:create', 'Accepting a pattern creates an opportunity and');
    const p = await readPattern(this.db, actor, patternId, 'path.patternId');
    assertOpen(p, 'accepted', 'promoted');
    const title = input.title ?? p.label;
    if (title.length > 200) {
      throw invalidField(
        'body.title',
        'is longer than an opportunity title may be (200 characters)',
        "Send a title of at most 200 characters, or leave it out to use the pattern's label.",
      );
    }
    return this.deps.opportunities.create(actor, { title }, (trx, opportunityId) => promoteInto(trx, actor, patternId, opportunityId, 'path.patternId'));
  }

  /**
   * POST /opportunities with patternPromotion `{patternId}` — the opportunity as createOpportunity makes it, and in
   * the same transaction every member linked to it and the pattern promoted. Needs insight:update besides
   * opportunity:create (403 FORBIDDEN with data {required, missing}); 404 naming body.patternPromotion.patternId;
   * 409 unless open.
   */
  async promote(actor: Actor, input: CreateInput & { patternPromotion: { patternId: string } }): Promise<Opportunity> {
    requireCapability(actor.capabilities, 'insight:update', 'Promoting a pattern (patternPromotion) links its insights and');
    const { patternPromotion, ...rest } = input;
    const field = 'body.patternPromotion.patternId';
    // refused before anything is written when the pattern is absent or judged (checked again under the lock)
    assertOpen(await readPattern(this.db, actor, patternPromotion.patternId, field), 'promoted', 'promoted');
    return this.deps.opportunities.create(actor, rest, (trx, opportunityId) => promoteInto(trx, actor, patternPromotion.patternId, opportunityId, field));
  }
}

/** In the opportunity's create transaction: the pattern (locked, open) → every member linked to it, promoted. */
async function promoteInto(trx: Knex, actor: Actor, patternId: string, opportunityId: string, field: string): Promise<void> {
  const p = await lockPattern(trx, actor, patternId, field);
  assertOpen(p, 'promoted', 'promoted');
  await attachMembers(trx, actor, p.id, 'opportunity', opportunityId);
  await updatePattern(trx, actor.orgId, p.id, { status: 'promoted', opportunity_id: opportunityId });
}

/** Attaches every member insight (oldest first) to the work item, skipping those linked to it already (keeping their flags). */
async function attachMembers(trx: Knex, actor: Actor, patternId: string, entityType: WorkType, entityId: string): Promise<void> {
  const rows = await listPatternMembersLinkedTo(trx, actor.orgId, patternId, LINK_COLUMN[entityType] as 'opportunity_id' | 'task_id', entityId);
  for (const r of rows) {
    if (!r.linked) await attach(trx, actor, r.insight_id, { entityType, entityId });
  }
}

/**
 * Sets the label from the current members (the shortest verbatim, then the oldest). `changed`: the members changed,
 * so updated_at moves; otherwise the row is written only when the label differs (a member's verbatim was edited).
 */
async function relabel(trx: Knex, orgId: string, patternId: string, changed = true): Promise<void> {
  const row = await patternLabelSource(trx, orgId, patternId);
  const label = row?.verbatim == null ? row?.label : labelOf(row.verbatim);
  if (!changed && label === row?.label) return;
  await updatePattern(trx, orgId, patternId, { label });
}

/** The pattern, or 404 naming `field`. */
async function readPattern(db: Knex, actor: Actor, patternId: string, field: string, forUpdate = false): Promise<PatternRow> {
  let row: PatternRow | undefined;
  if (isUuid(patternId)) {
    row = await findPattern(db, actor.orgId, patternId.toLowerCase(), forUpdate);
  }
  if (!row) throw notFound('Insight pattern', patternId, BOARD_HREF, field);
  return row;
}

/** The board lock, then the pattern row locked. */
async function lockPattern(trx: Knex, actor: Actor, patternId: string, field = 'path.patternId'): Promise<PatternRow> {
  await lockPatternBoard(trx, actor.orgId);
  return readPattern(trx, actor, patternId, field, true);
}

/** 409 INVALID_STATE_TRANSITION unless the pattern is open. */
function assertOpen(p: PatternRow, doing: string, to: PatternStatus): void {
  if (p.status === 'open') return;
  throw new ApiError('INVALID_STATE_TRANSITION', `Pattern ${p.id} is ${p.status}: only an open pattern can be ${doing}`, {
    data: { from: p.status, to, allowed: [] },
    suggestion: `A ${p.status} pattern is off the board for good. Read the open ones with GET ${BOARD_HREF}, or link insights to work one by one with POST /api/v1/insights/{id}/attach.`,
  });
}

/** Rows → patterns with their members (oldest first), customer count and ARR at stake: two queries for any number. */
async function present(db: Knex, orgId: string, rows: PatternRow[]): Promise<InsightPattern[]> {
  if (!rows.length) return [];
  const members = await listPatternMembers(
    db,
    orgId,
    rows.map((r) => r.id),
  );
  const of = new Map<string, { ids: string[]; customers: Map<string, number> }>();
  for (const m of members) {
    let e = of.get(m.pattern_id);
    if (!e) of.set(m.pattern_id, (e = { ids: [], customers: new Map() }));
    e.ids.push(m.insight_id);
    if (m.customer_id) e.customers.set(m.customer_id, Number(m.arr ?? 0));
  }
  return rows.map((r) => {
    const e = of.get(r.id) ?? { ids: [], customers: new Map<string, number>() };
    const arr = [...e.customers.values()].reduce((s, v) => s + v, 0);
    return {
      id: r.id,
      label: r.label,
      status: r.status,
      insightIds: e.ids,
      customerCount: e.customers.size,
      arrAtStake: Math.round(arr * 100) / 100,
      opportunityId: r.opportunity_id,
      createdAt: iso(r.created_at)!,
      updatedAt: iso(r.updated_at)!,
    };
  });
}

async function presentOne(db: Knex, orgId: string, id: string): Promise<InsightPattern> {
  const row = (await findPattern(db, orgId, id))!;
  return (await present(db, orgId, [row]))[0];
}
