/**
 * Delivery phases of an opportunity (issue 12 §3; spec 1 §2.5; spec 2 §4.7): milestones with a title, an owner and one
 * optional target date (null = open ended), in delivery order (`position` 1..n, rewritten in one pass on every change).
 *
 * - Counts: `taskCount` / `doneCount` (completed) are over leaf tasks only — a task with subtasks counts through its
 *   subtasks, never itself. A task's phase is its own `phaseId`, else its parent's (so the subtasks of a phased task
 *   count in that phase). Cancelled and duplicate leaves count in taskCount like any other leaf (the spec says "leaf
 *   tasks", nothing more).
 * - Unphased count: top-level tasks (no parent) of the opportunity without a phase.
 * - Reorder takes the complete list; missing, extra (unknown, another opportunity's) or repeated ids are 400 naming
 *   them in `error.data` and `details`.
 * - Handoff: an empty (or blank) note is a no-op; otherwise a system comment on the opportunity's thread and a
 *   `handoff` notification to the next phase's owner (none for the last phase, an ownerless next phase, or when the
 *   owner is the caller).
 * - Tasks: `assertPhaseFor` is the rule tasks follow for `phaseId` (a phase of the task's own opportunity).
 * Writes run in the request's transaction (src/db/scope.ts); the activity trigger records them on the opportunity
 * with subject `phase`.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError } from '../../core/errors.js';
import { paginate, type ListOrder, type Page } from '../../repositories/paging.js';
import { refOf } from '../../repositories/refs.js';
import { findOpportunityId } from '../../repositories/opportunities.js';
import { assertUser, iso, isoDate } from '../common.js';
import type { CommentService } from '../comments.js';
import type { NotificationService } from '../notifications.js';

export type OpportunityPhase = components['schemas']['OpportunityPhase'];
export type PhaseHandoff = components['schemas']['PhaseHandoff'];

/** At most this many phases per opportunity (reorder takes them all in one body). */
export const MAX_PHASES = 200;
const LIST: ListOrder = { name: 'opportunity-phases', direction: 'asc', keys: [{ expr: 'position', type: 'int' }, { expr: 'id', type: 'uuid' }] };
const PHASES_HREF = '/api/v1/opportunities/{id}/phases';

interface PhaseRow {
  id: string; opportunity_id: string; title: string; owner_id: string | null; target_date: Date | string | null; position: number;
  created_at: Date; updated_at: Date;
}

/** 404 for a phase that is absent or in another org, naming `field`. */
function phaseMissing(phaseId: string, field: string): ApiError {
  const err = new ApiError('NOT_FOUND', `Phase ${phaseId} not found`, {
    details: [{ field, message: 'names no delivery phase of this org' }],
    suggestion: `List the opportunity's phases with GET ${PHASES_HREF} (id: the opportunity's UUID or OPP-<n>) and pass one of their ids.`,
  });
  err.subject = phaseId;
  return err;
}

/**
 * The phase a task may be put in (issue 12 §3): `phaseId` must be a phase of the org (404 naming `field`) and of the
 * task's opportunity `opportunityId` (422 when the task has no opportunity or the phase belongs to another one).
 * Returns the phase's UUID.
 */
export async function assertPhaseFor(db: Knex, orgId: string, phaseId: string, opportunityId: string | null, field: string): Promise<string> {
  const row = await db('opportunity_phases').select('id', 'opportunity_id').where({ org_id: orgId, id: phaseId.toLowerCase() }).first();
  if (!row) throw phaseMissing(phaseId, field);
  if (!opportunityId) {
    throw new ApiError('BUSINESS_RULE_VIOLATION', `${field}: a task without an opportunity cannot be in a delivery phase`, {
      details: [{ field, message: 'needs the task to belong to the phase\'s opportunity' }],
      suggestion: `Set body.opportunityId to the phase's opportunity (${row.opportunity_id}) as well, or leave ${field} out.`,
    });
  }
  if (row.opportunity_id !== opportunityId) {
    throw new ApiError('BUSINESS_RULE_VIOLATION', `${field}: phase ${phaseId} belongs to another opportunity`, {
      details: [{ field, message: 'is a phase of another opportunity' }],
      suggestion: `Pick a phase of the task's opportunity (GET /api/v1/opportunities/${opportunityId}/phases), or move the task with body.opportunityId.`,
    });
  }
  return row.id;
}

export class PhaseService {
  /** `comments` and `notifications` carry handoffs to the thread and to the next phase's owner. */
  constructor(
    private readonly db: Knex,
    private readonly comments: Pick<CommentService, 'addSystem'>,
    private readonly notifications: Pick<NotificationService, 'notify'>,
  ) {}

  /** The opportunity named by UUID or OPP-<n> in the caller's org (404 naming path.id otherwise); `lock` takes its row lock. */
  async opportunity(actor: Actor, idOrRef: string, db: Knex = this.db, lock = false): Promise<{ id: string; ref: string; title: string }> {
    const id = await findOpportunityId(db, actor.orgId, idOrRef, lock);
    if (!id) {
      const err = new ApiError('NOT_FOUND', `Opportunity ${idOrRef} not found`, {
        details: [{ field: 'path.id', message: 'names no opportunity of this org' }],
        suggestion: 'Check the id or ref; list valid ones with GET /api/v1/opportunities.',
      });
      err.subject = idOrRef;
      throw err;
    }
    const row = await db('opportunities').select('number', 'title').where({ org_id: actor.orgId, id }).first();
    return { id, ref: refOf('opportunities', row.number), title: row.title };
  }

  private async row(db: Knex, actor: Actor, phaseId: string, field: string, lock = false): Promise<PhaseRow> {
    const q = db('opportunity_phases').select('*').where({ org_id: actor.orgId, id: phaseId.toLowerCase() });
    const row = await (lock ? q.forUpdate() : q).first();
    if (!row) throw phaseMissing(phaseId, field);
    return row;
  }

  /**
   * Leaf-task counts per phase of one opportunity: { phaseId → { taskCount, doneCount } }. A task's phase is its own,
   * else its parent's (walking down from the opportunity's top-level tasks); a leaf is a task without subtasks.
   */
  private async counts(db: Knex, orgId: string, opportunityId: string): Promise<Map<string, { taskCount: number; doneCount: number }>> {
    const { rows } = await db.raw(
      `WITH RECURSIVE tree AS (
         SELECT t.id, t.phase_id AS phase, t.status FROM tasks t
          WHERE t.org_id = ? AND t.opportunity_id = ?
            AND NOT EXISTS (SELECT 1 FROM tasks p WHERE p.org_id = t.org_id AND p.id = t.parent_task_id AND p.opportunity_id = t.opportunity_id)
         UNION ALL
         SELECT c.id, coalesce(c.phase_id, tree.phase), c.status FROM tasks c
           JOIN tree ON c.org_id = ? AND c.parent_task_id = tree.id
          WHERE c.opportunity_id = ?
       )
       SELECT phase, count(*)::int AS task_count, (count(*) FILTER (WHERE status = 'completed'))::int AS done_count
         FROM tree
        WHERE phase IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tasks k WHERE k.org_id = ? AND k.parent_task_id = tree.id)
        GROUP BY phase`,
      [orgId, opportunityId, orgId, opportunityId, orgId],
    );
    return new Map((rows as { phase: string; task_count: number; done_count: number }[]).map((r) => [r.phase, { taskCount: r.task_count, doneCount: r.done_count }]));
  }

  private async present(db: Knex, orgId: string, opportunityId: string, rows: PhaseRow[]): Promise<OpportunityPhase[]> {
    const counts = rows.length ? await this.counts(db, orgId, opportunityId) : new Map();
    return rows.map((r) => ({
      id: r.id, opportunityId: r.opportunity_id, title: r.title, ownerId: r.owner_id, targetDate: isoDate(r.target_date), position: r.position,
      taskCount: counts.get(r.id)?.taskCount ?? 0, doneCount: counts.get(r.id)?.doneCount ?? 0,
      createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
    }));
  }

  private async one(db: Knex, actor: Actor, id: string): Promise<OpportunityPhase> {
    const row: PhaseRow = await db('opportunity_phases').select('*').where({ org_id: actor.orgId, id }).first();
    return (await this.present(db, actor.orgId, row.opportunity_id, [row]))[0];
  }

  /** All phases of an opportunity (by UUID) in delivery order. */
  private async all(db: Knex, actor: Actor, opportunityId: string): Promise<OpportunityPhase[]> {
    const rows: PhaseRow[] = await db('opportunity_phases').select('*').where({ org_id: actor.orgId, opportunity_id: opportunityId }).orderBy([{ column: 'position' }, { column: 'id' }]);
    return this.present(db, actor.orgId, opportunityId, rows);
  }

  /** Rewrites positions 1..n in the order of `ids` (only rows whose position changes are written). */
  private async renumber(trx: Knex, orgId: string, ids: string[], current: Map<string, number>): Promise<void> {
    for (const [i, id] of ids.entries()) {
      if (current.get(id) !== i + 1) await trx('opportunity_phases').where({ org_id: orgId, id }).update({ position: i + 1, updated_at: trx.fn.now() });
    }
  }

  /** GET /opportunities/{id}/phases (spec 2 §4.7): delivery order, paged by (position, id). 404 for an unknown opportunity. */
  async list(actor: Actor, idOrRef: string, page: { cursor?: string; limit: number }): Promise<Page<OpportunityPhase> & { opportunity: { id: string; ref: string } }> {
    const opp = await this.opportunity(actor, idOrRef);
    const result = await paginate<PhaseRow & Record<string, unknown>>(this.db('opportunity_phases').select('*').where({ org_id: actor.orgId, opportunity_id: opp.id }), LIST, page);
    return { rows: await this.present(this.db, actor.orgId, opp.id, result.rows), nextCursor: result.nextCursor, opportunity: opp };
  }

  /** GET /opportunities/{id}/unphased-task-count (spec 2 §4.7): top-level tasks (no parent) of the opportunity without a phase. */
  async unphasedCount(actor: Actor, idOrRef: string): Promise<{ opportunityId: string; count: number; ref: string }> {
    const opp = await this.opportunity(actor, idOrRef);
    const [row] = await this.db('tasks').count<{ count: string }[]>('* as count')
      .where({ org_id: actor.orgId, opportunity_id: opp.id }).whereNull('parent_task_id').whereNull('phase_id');
    return { opportunityId: opp.id, count: Number(row.count), ref: opp.ref };
  }

  /**
   * POST /opportunities/{id}/phases (spec 2 §4.7): appended last. `ownerId` a user UUID (404 naming body.ownerId),
   * `targetDate` YYYY-MM-DD or null (open ended). 422 past MAX_PHASES. Returns the phase with its ref'd opportunity.
   */
  async create(actor: Actor, idOrRef: string, input: { title: string; ownerId?: string | null; targetDate?: string | null }): Promise<{ phase: OpportunityPhase; ref: string }> {
    return this.db.transaction(async (trx) => {
      const opp = await this.opportunity(actor, idOrRef, trx, true);
      if (input.ownerId) await assertUser(trx, actor.orgId, input.ownerId, 'body.ownerId');
      const [{ n, last }] = await trx('opportunity_phases').where({ org_id: actor.orgId, opportunity_id: opp.id }).select(trx.raw('count(*)::int as n'), trx.raw('coalesce(max(position), 0)::int as last'));
      if (n >= MAX_PHASES) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', `Opportunity ${opp.ref} has ${MAX_PHASES} phases, the most it can have`, {
          data: { limit: MAX_PHASES },
          suggestion: `Delete a phase it no longer needs (DELETE /api/v1/opportunities/phases/{phaseId}) before adding another.`,
        });
      }
      const [row] = await trx('opportunity_phases').insert({
        org_id: actor.orgId, opportunity_id: opp.id, title: input.title, owner_id: input.ownerId ?? null, target_date: input.targetDate ?? null, position: last + 1,
      }).returning('id');
      return { phase: await this.one(trx, actor, row.id), ref: opp.ref };
    });
  }

  /** PATCH /opportunities/phases/{phaseId} (spec 2 §4.7): title, ownerId (null clears), targetDate (null: open ended). 404 naming path.phaseId. */
  async update(actor: Actor, phaseId: string, input: { title?: string; ownerId?: string | null; targetDate?: string | null }): Promise<OpportunityPhase> {
    return this.db.transaction(async (trx) => {
      const cur = await this.row(trx, actor, phaseId, 'path.phaseId', true);
      if (input.ownerId) await assertUser(trx, actor.orgId, input.ownerId, 'body.ownerId');
      const cols: Record<string, unknown> = {};
      if (input.title !== undefined) cols.title = input.title;
      if (input.ownerId !== undefined) cols.owner_id = input.ownerId;
      if (input.targetDate !== undefined) cols.target_date = input.targetDate;
      await trx('opportunity_phases').where({ org_id: actor.orgId, id: cur.id }).update({ ...cols, updated_at: trx.fn.now() });
      return this.one(trx, actor, cur.id);
    });
  }

  /** DELETE /opportunities/phases/{phaseId} (spec 2 §4.7): its tasks become unphased (foreign key), later phases move up. */
  async remove(actor: Actor, phaseId: string): Promise<{ id: string; deleted: true; opportunityId: string }> {
    return this.db.transaction(async (trx) => {
      const found = await this.row(trx, actor, phaseId, 'path.phaseId');
      await trx('opportunities').select('id').where({ org_id: actor.orgId, id: found.opportunity_id }).forUpdate().first();
      await trx('opportunity_phases').where({ org_id: actor.orgId, id: found.id }).delete();
      const rest: { id: string; position: number }[] = await trx('opportunity_phases').select('id', 'position')
        .where({ org_id: actor.orgId, opportunity_id: found.opportunity_id }).orderBy([{ column: 'position' }, { column: 'id' }]);
      await this.renumber(trx, actor.orgId, rest.map((r) => r.id), new Map(rest.map((r) => [r.id, r.position])));
      return { id: found.id, deleted: true as const, opportunityId: found.opportunity_id };
    });
  }

  /**
   * POST /opportunities/{id}/reorder-phases (spec 2 §4.7): `phaseIds` names every phase of the opportunity exactly
   * once, in the new order. Otherwise 400 VALIDATION_FAILED with error.data { missing, extra, duplicate } (extra: ids
   * that are no phase of this opportunity, including another opportunity's). Returns all phases in the new order.
   */
  async reorder(actor: Actor, idOrRef: string, phaseIds: string[]): Promise<{ phases: OpportunityPhase[]; ref: string }> {
    return this.db.transaction(async (trx) => {
      const opp = await this.opportunity(actor, idOrRef, trx, true);
      const current: { id: string; position: number }[] = await trx('opportunity_phases').select('id', 'position').where({ org_id: actor.orgId, opportunity_id: opp.id });
      const known = new Set(current.map((r) => r.id));
      const given = phaseIds.map((id) => id.toLowerCase());
      const seen = new Set<string>();
      const duplicate = [...new Set(given.filter((id) => (seen.has(id) ? true : (seen.add(id), false))))];
      const extra = [...new Set(given.filter((id) => !known.has(id)))];
      const missing = current.map((r) => r.id).filter((id) => !seen.has(id));
      if (missing.length || extra.length || duplicate.length) {
        const details = [
          ...missing.map((id) => ({ field: 'body.phaseIds', message: `is missing phase ${id}` })),
          ...extra.map((id) => ({ field: 'body.phaseIds', message: `names ${id}, which is no phase of ${opp.ref}` })),
          ...duplicate.map((id) => ({ field: 'body.phaseIds', message: `names phase ${id} more than once` })),
        ];
        const fixes = [
          missing.length ? `add ${missing.join(', ')}` : '',
          extra.length ? `remove ${extra.join(', ')}` : '',
          duplicate.length ? `name ${duplicate.join(', ')} once` : '',
        ].filter(Boolean);
        throw new ApiError('VALIDATION_FAILED', `body.phaseIds must name every phase of ${opp.ref} exactly once`, {
          details, data: { missing, extra, duplicate },
          suggestion: `In body.phaseIds, ${fixes.join('; ')}: send the complete list of ${opp.ref}'s phases (GET /api/v1/opportunities/${opp.ref}/phases) in the new order.`,
        });
      }
      await this.renumber(trx, actor.orgId, given, new Map(current.map((r) => [r.id, r.position])));
      return { phases: await this.all(trx, actor, opp.id), ref: opp.ref };
    });
  }

  /**
   * POST /opportunities/phases/{fromPhaseId}/handoff (spec 2 §4.7): with a non-blank note, a system comment on the
   * opportunity's thread and a `handoff` notification to the next phase's owner, in the write's transaction; a blank
   * or missing note writes nothing (handedOff false). 404 naming path.fromPhaseId for an unknown phase.
   */
  async handoff(actor: Actor, fromPhaseId: string, note: string | undefined): Promise<{ result: PhaseHandoff; opportunityId: string }> {
    return this.db.transaction(async (trx) => {
      const from = await this.row(trx, actor, fromPhaseId, 'path.fromPhaseId');
      const next: PhaseRow | undefined = await trx('opportunity_phases').select('*').where({ org_id: actor.orgId, opportunity_id: from.opportunity_id })
        .andWhere((q) => q.where('position', '>', from.position).orWhere((q2) => q2.where('position', from.position).andWhere('id', '>', from.id)))
        .orderBy([{ column: 'position' }, { column: 'id' }]).first();
      const text = (note ?? '').trim();
      const result: PhaseHandoff = { phaseId: from.id, nextPhaseId: next?.id ?? null, handedOff: false, commentId: null, notifiedUserId: null };
      if (!text) return { result, opportunityId: from.opportunity_id };
      const opp = await trx('opportunities').select('number', 'title').where({ org_id: actor.orgId, id: from.opportunity_id }).first();
      const ref = refOf('opportunities', opp.number);
      const to = next ? ` to "${next.title}"` : ' (the last phase)';
      result.handedOff = true;
      result.commentId = await this.comments.addSystem(trx, actor.orgId, 'opportunity', from.opportunity_id, `${actor.name} handed off phase "${from.title}"${to}: ${text}`);
      if (next?.owner_id && next.owner_id !== actor.userId) {
        await this.notifications.notify(trx, actor, {
          userId: next.owner_id, type: 'handoff', title: `${actor.name} handed ${ref} phase "${from.title}" over to your phase "${next.title}"`, body: text,
          linkUrl: `/api/v1/opportunities/${ref}/phases`, entityType: 'opportunity', entityId: from.opportunity_id,
        });
        result.notifiedUserId = next.owner_id;
      }
      return { result, opportunityId: from.opportunity_id };
    });
  }
}
