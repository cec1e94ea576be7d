/**
 * Similar insights and the pattern board (issue 14 §3; spec 2 §4.7 patternPromotion, §4.12, §9).
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
import type { Opportunity, OpportunityService } from '../opportunities.js';
import { attach } from './links.js';
import { LINK_COLUMN, loadInsight, resolveEntity } from './shared.js';
import { clusterTexts } from './trigrams.js';

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

/** The indexed text of an insight (alias `a`): exactly the expression of insights_text_trgm. */
export const INDEXED_TEXT = (a: string) => `(${a}.verbatim || ' ' || coalesce(${a}.interpretation, ''))`;
/** Unjudged (alias `i`): created or review, no linked opportunity or task. */
const UNJUDGED = `i.status IN ('created', 'review')
  AND NOT EXISTS (SELECT 1 FROM insight_links l WHERE l.org_id = i.org_id AND l.insight_id = i.id AND l.entity_type <> 'objective')`;

interface PatternRow { id: string; label: string; status: PatternStatus; opportunity_id: string | null; created_at: Date; updated_at: Date }

/** A pattern's label: the shortest verbatim, whitespace collapsed, cut to 80 characters (… marks a cut). */
export function labelOf(verbatim: string): string {
  const chars = Array.from(verbatim.trim().replace(/\s+/g, ' '));
  return chars.length <= LABEL_MAX ? chars.join('') : `${chars.slice(0, LABEL_MAX - 1).join('')}…`;
}

/** Serialises the pattern board of one org: the read that re-clusters and every pattern write. */
async function lockBoard(trx: Knex, orgId: string): Promise<void> {
  await trx.raw(`SELECT pg_advisory_xact_lock(hashtextextended('sextant.insight_patterns:' || ?, 0))`, [orgId]);
}

export class PatternService {
  constructor(private readonly db: Knex, private readonly deps: { opportunities: Pick<OpportunityService, 'create'> }) {}

  /** GET /insights/{id}/similar — see the file comment. 404 naming path.id for an unknown insight. */
  async similar(actor: Actor, idOrRef: string): Promise<SimilarInsight[]> {
    return this.db.transaction(async (trx) => {
      const source = await loadInsight(trx, actor, idOrRef);
      await trx.raw(`SELECT set_config('pg_trgm.similarity_threshold', ?, true)`, [String(SIMILAR_THRESHOLD)]);
      const { rows } = await trx.raw(
        `WITH src AS MATERIALIZED (
           SELECT ${INDEXED_TEXT('s')} AS t,
                  nullif(replace(plainto_tsquery('english', ${INDEXED_TEXT('s')})::text, ' & ', ' | '), '')::tsquery AS q
             FROM insights s WHERE s.org_id = ? AND s.id = ?
         ), hits AS (
           SELECT i.id, i.number, i.verbatim, i.status, i.customer_id, i.rejection_category, i.status_note, i.created_at,
                  similarity(${INDEXED_TEXT('i')}, src.t) AS sim, coalesce(ts_rank(i.search_doc, src.q, 32), 0) AS rank
             FROM src JOIN insights i ON i.org_id = ? AND ${INDEXED_TEXT('i')} % src.t
            WHERE i.id <> ? AND i.status <> 'archived'
         )
         SELECT *, least(1, sim + (1 - sim) * rank) AS score FROM hits ORDER BY score DESC, created_at DESC, id LIMIT ?`,
        [actor.orgId, source.id, actor.orgId, source.id, SIMILAR_LIMIT],
      );
      return (rows as {
        id: string; number: number; verbatim: string; status: SimilarInsight['status']; customer_id: string | null;
        rejection_category: string | null; status_note: string | null; score: number;
      }[]).map((r) => {
        const rejected = r.status === 'rejected';
        return {
          insightId: r.id, ref: refOf('insights', r.number), verbatim: r.verbatim, status: r.status, customerId: r.customer_id,
          kind: rejected ? 'past_rejection' : 'duplicate', similarity: Math.min(1, Math.max(0, Math.round(Number(r.score) * 10000) / 10000)),
          rejectionCategory: rejected ? r.rejection_category : null, statusNote: rejected ? r.status_note : null,
        };
      });
    });
  }

  /** GET /insights/patterns — re-clusters, stores what changed and answers the open patterns (see the file comment). */
  async board(actor: Actor): Promise<InsightPatternBoard> {
    return this.db.transaction(async (trx) => {
      await lockBoard(trx, actor.orgId);
      const [{ n }] = (await trx.raw(`SELECT count(*)::int AS n FROM insights i WHERE i.org_id = ? AND ${UNJUDGED}`, [actor.orgId])).rows;
      const { rows } = await trx.raw(
        `SELECT i.id, i.number, i.verbatim, ${INDEXED_TEXT('i')} AS t FROM insights i WHERE i.org_id = ? AND ${UNJUDGED}
          ORDER BY i.created_at DESC, i.id DESC LIMIT ?`,
        [actor.orgId, CLUSTER_LIMIT],
      );
      const unjudged = rows as { id: string; number: number; verbatim: string; t: string }[];
      const clusters = clusterTexts(unjudged.map((r) => r.t), CLUSTER_THRESHOLD).map((c) => c.map((i) => unjudged[i]));
      await this.sync(trx, actor.orgId, clusters);
      const open = (await trx('insight_patterns').select('*').where({ org_id: actor.orgId, status: 'open' })) as PatternRow[];
      const patterns = (await present(trx, actor.orgId, open)).sort((a, b) =>
        b.arrAtStake - a.arrAtStake || b.insightIds.length - a.insightIds.length || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
      return { enabled: true, embeddingModelConfigured: false, unjudgedCount: n, truncated: n > CLUSTER_LIMIT, patterns };
    });
  }

  /** Matches the computed clusters to the stored patterns and writes the difference (board, under the lock). */
  private async sync(trx: Knex, orgId: string, clusters: { id: string; number: number; verbatim: string }[][]): Promise<void> {
    const clustered = clusters.flat().map((r) => r.id);
    // the open patterns, and any other pattern sharing a member with a cluster
    const { rows } = await trx.raw(
      `SELECT p.id, p.status, p.created_at, m.insight_id, m.pinned
         FROM insight_patterns p
         LEFT JOIN insight_pattern_members m ON m.org_id = p.org_id AND m.pattern_id = p.id
        WHERE p.org_id = ? AND (p.status = 'open' OR EXISTS (
          SELECT 1 FROM insight_pattern_members x WHERE x.org_id = p.org_id AND x.pattern_id = p.id AND x.insight_id = ANY (?::uuid[])))`,
      [orgId, clustered],
    );
    interface Stored { id: string; status: PatternStatus; createdAt: number; members: Set<string>; pinned: Set<string> }
    const stored = new Map<string, Stored>();
    for (const r of rows as { id: string; status: PatternStatus; created_at: Date; insight_id: string | null; pinned: boolean | null }[]) {
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
    candidates.sort((a, b) => b.overlap - a.overlap || Number(b.p.status === 'open') - Number(a.p.status === 'open')
      || a.p.createdAt - b.p.createdAt || a.p.id.localeCompare(b.p.id) || a.c - b.c);
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
        const [{ id }] = await trx('insight_patterns').insert({ org_id: orgId, label: labelOf(shortest.verbatim) }).returning('id');
        await trx('insight_pattern_members').insert(cluster.map((r) => ({ org_id: orgId, pattern_id: id, insight_id: r.id })));
        continue;
      }
      const ids = new Set(cluster.map((r) => r.id));
      const gone = [...p.members].filter((id) => !ids.has(id) && !p.pinned.has(id));
      const added = [...ids].filter((id) => !p.members.has(id));
      if (!gone.length && !added.length) {
        await relabel(trx, orgId, p.id, false);
        continue;
      }
      if (gone.length) await removeMembers(trx, orgId, p.id, gone);
      if (added.length) {
        await trx('insight_pattern_members').insert(added.map((id) => ({ org_id: orgId, pattern_id: p.id, insight_id: id })))
          .onConflict(['org_id', 'pattern_id', 'insight_id']).ignore();
      }
      await relabel(trx, orgId, p.id);
    }

    // open patterns no cluster matched keep their pinned members, or go when fewer than two are left
    for (const p of stored.values()) {
      if (p.status !== 'open' || taken.has(p.id)) continue;
      if (p.pinned.size < 2) {
        await trx('insight_patterns').where({ org_id: orgId, id: p.id }).delete();
        continue;
      }
      const gone = [...p.members].filter((id) => !p.pinned.has(id));
      if (!gone.length) continue;
      await removeMembers(trx, orgId, p.id, gone);
      await relabel(trx, orgId, p.id);
    }
  }

  /** POST /insights/patterns/{patternId}/dismiss — open → dismissed; the same cluster is not shown again. */
  async dismiss(actor: Actor, patternId: string): Promise<InsightPattern> {
    return this.db.transaction(async (trx) => {
      const p = await lockPattern(trx, actor, patternId);
      assertOpen(p, 'dismissed', 'dismissed');
      await trx('insight_patterns').where({ org_id: actor.orgId, id: p.id }).update({ status: 'dismissed', updated_at: trx.fn.now() });
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
      const found = new Set<string>((await trx('insights').select('id').where({ org_id: actor.orgId }).whereRaw('id = ANY (?::uuid[])', [ids]))
        .map((r: { id: string }) => r.id));
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing >= 0) throw notFound('Insight', insightIds[missing], '/api/v1/insights', `body.insightIds.${missing}`);
      await trx('insight_pattern_members').insert([...new Set(ids)].map((id) => ({ org_id: actor.orgId, pattern_id: p.id, insight_id: id, pinned: true })))
        .onConflict(['org_id', 'pattern_id', 'insight_id']).merge({ pinned: true });
      await relabel(trx, actor.orgId, p.id);
      return presentOne(trx, actor.orgId, p.id);
    });
  }

  /**
   * POST /insights/patterns/{patternId}/attach-work — `{entityType opportunity | task, entityId (UUID or ref)}`:
   * every member is attached to it (as attachInsight: created → active, delivered when its work is all completed),
   * and the pattern becomes attached. 404 naming body.entityId; 409 unless open.
   */
  async attachWork(actor: Actor, patternId: string, input: { entityType: WorkType; entityId: string }): Promise<InsightPattern> {
    return this.db.transaction(async (trx) => {
      const p = await lockPattern(trx, actor, patternId);
      assertOpen(p, 'attached to work', 'attached');
      const entityId = await resolveEntity(trx, actor.orgId, input.entityType, input.entityId);
      await attachMembers(trx, actor, p.id, input.entityType, entityId);
      await trx('insight_patterns').where({ org_id: actor.orgId, id: p.id }).update({ status: 'attached', updated_at: trx.fn.now() });
      return presentOne(trx, actor.orgId, p.id);
    });
  }

  /**
   * POST /insights/patterns/{patternId}/accept (deprecated, spec 2 §9) — `{title?}` (default the label): a new
   * opportunity linked to every member; the pattern becomes promoted. It creates an opportunity, so it also needs
   * opportunity:create (403 FORBIDDEN otherwise). 404 naming path.patternId; 409 unless open.
   */
  async accept(actor: Actor, patternId: string, input: { title?: string }): Promise<Opportunity> {
    requireCapability(actor.capabilities, 'opportunity:create', 'Accepting a pattern creates an opportunity and');
    const p = await readPattern(this.db, actor, patternId, 'path.patternId');
    assertOpen(p, 'accepted', 'promoted');
    const title = input.title ?? p.label;
    if (title.length > 200) {
      throw invalidField('body.title', 'is longer than an opportunity title may be (200 characters)', 'Send a title of at most 200 characters, or leave it out to use the pattern\'s label.');
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
  await trx('insight_patterns').where({ org_id: actor.orgId, id: p.id })
    .update({ status: 'promoted', opportunity_id: opportunityId, updated_at: trx.fn.now() });
}

/** Attaches every member insight (oldest first) to the work item, skipping those linked to it already (keeping their flags). */
async function attachMembers(trx: Knex, actor: Actor, patternId: string, entityType: WorkType, entityId: string): Promise<void> {
  const { rows } = await trx.raw(
    `SELECT m.insight_id,
            EXISTS (SELECT 1 FROM insight_links l WHERE l.org_id = m.org_id AND l.insight_id = m.insight_id AND l.${LINK_COLUMN[entityType]} = ?) AS linked
       FROM insight_pattern_members m JOIN insights i ON i.org_id = m.org_id AND i.id = m.insight_id
      WHERE m.org_id = ? AND m.pattern_id = ? ORDER BY i.number`,
    [entityId, actor.orgId, patternId],
  );
  for (const r of rows as { insight_id: string; linked: boolean }[]) {
    if (!r.linked) await attach(trx, actor, r.insight_id, { entityType, entityId });
  }
}

async function removeMembers(trx: Knex, orgId: string, patternId: string, insightIds: string[]): Promise<void> {
  await trx('insight_pattern_members').where({ org_id: orgId, pattern_id: patternId, pinned: false }).whereRaw('insight_id = ANY (?::uuid[])', [insightIds]).delete();
}

/**
 * Sets the label from the current members (the shortest verbatim, then the oldest). `changed`: the members changed,
 * so updated_at moves; otherwise the row is written only when the label differs (a member's verbatim was edited).
 */
async function relabel(trx: Knex, orgId: string, patternId: string, changed = true): Promise<void> {
  const { rows } = await trx.raw(
    `SELECT p.label, (SELECT i.verbatim FROM insight_pattern_members m JOIN insights i ON i.org_id = m.org_id AND i.id = m.insight_id
                       WHERE m.org_id = p.org_id AND m.pattern_id = p.id ORDER BY char_length(i.verbatim), i.number LIMIT 1) AS verbatim
       FROM insight_patterns p WHERE p.org_id = ? AND p.id = ?`,
    [orgId, patternId],
  );
  const label = rows[0]?.verbatim == null ? rows[0]?.label : labelOf(rows[0].verbatim);
  if (!changed && label === rows[0]?.label) return;
  await trx('insight_patterns').where({ org_id: orgId, id: patternId }).update({ label, updated_at: trx.fn.now() });
}

/** The pattern, or 404 naming `field`. */
async function readPattern(db: Knex, actor: Actor, patternId: string, field: string, forUpdate = false): Promise<PatternRow> {
  let row: PatternRow | undefined;
  if (isUuid(patternId)) {
    const q = db('insight_patterns').select('*').where({ org_id: actor.orgId, id: patternId.toLowerCase() });
    if (forUpdate) q.forUpdate();
    row = (await q.first()) as PatternRow | undefined;
  }
  if (!row) throw notFound('Insight pattern', patternId, BOARD_HREF, field);
  return row;
}

/** The board lock, then the pattern row locked. */
async function lockPattern(trx: Knex, actor: Actor, patternId: string, field = 'path.patternId'): Promise<PatternRow> {
  await lockBoard(trx, actor.orgId);
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
  const { rows: members } = await db.raw(
    `SELECT m.pattern_id, m.insight_id, i.customer_id, c.arr
       FROM insight_pattern_members m
       JOIN insights i ON i.org_id = m.org_id AND i.id = m.insight_id
       LEFT JOIN customers c ON c.org_id = i.org_id AND c.id = i.customer_id
      WHERE m.org_id = ? AND m.pattern_id = ANY (?::uuid[])
      ORDER BY i.number`,
    [orgId, rows.map((r) => r.id)],
  );
  const of = new Map<string, { ids: string[]; customers: Map<string, number> }>();
  for (const m of members as { pattern_id: string; insight_id: string; customer_id: string | null; arr: string | null }[]) {
    let e = of.get(m.pattern_id);
    if (!e) of.set(m.pattern_id, (e = { ids: [], customers: new Map() }));
    e.ids.push(m.insight_id);
    if (m.customer_id) e.customers.set(m.customer_id, Number(m.arr ?? 0));
  }
  return rows.map((r) => {
    const e = of.get(r.id) ?? { ids: [], customers: new Map<string, number>() };
    const arr = [...e.customers.values()].reduce((s, v) => s + v, 0);
    return {
      id: r.id, label: r.label, status: r.status, insightIds: e.ids, customerCount: e.customers.size, arrAtStake: Math.round(arr * 100) / 100,
      opportunityId: r.opportunity_id, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
    };
  });
}

async function presentOne(db: Knex, orgId: string, id: string): Promise<InsightPattern> {
  const row = (await db('insight_patterns').select('*').where({ org_id: orgId, id }).first()) as PatternRow;
  return (await present(db, orgId, [row]))[0];
}
