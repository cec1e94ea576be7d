/**
 * Delivery phases of an opportunity (spec 1 §2.5; spec 2 §4.7): milestones with a title, an owner and one
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
import type { RequestBody, Schema } from '../../core/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError } from '../../core/errors.js';
import type { Page } from '../../repositories/paging.js';
import { refOf } from '../../repositories/refs.js';
import { findOpportunityId, findOpportunityTitle, lockOpportunity } from '../../repositories/opportunities.js';
import {
  countOpportunityPhases,
  countPhaseTasks,
  deleteOpportunityPhase,
  findNextPhase,
  findOpportunityPhase,
  findPhaseOpportunity,
  insertOpportunityPhase,
  listAllOpportunityPhases,
  listOpportunityPhases,
  listPhasePositions,
  toOpportunityPhase,
  updateOpportunityPhase,
  type OpportunityPhaseRow,
} from '../../repositories/opportunityPhases.js';
import { countUnphasedTasks } from '../../repositories/tasks.js';
import { assertUser } from '../common.js';
import type { CommentService } from '../comments.js';
import type { NotificationService } from '../notifications.js';

export type OpportunityPhase = Schema<'OpportunityPhase'>;
export type PhaseHandoff = Schema<'PhaseHandoff'>;

/** At most this many phases per opportunity (reorder takes them all in one body). */
export const MAX_PHASES = 200;
const PHASES_HREF = '/api/v1/opportunities/{id}/phases';

type PhaseRow = OpportunityPhaseRow;

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
 * The phase a task may be put in: `phaseId` must be a phase of the org (404 naming `field`) and of the
 * task's opportunity `opportunityId` (422 when the task has no opportunity or the phase belongs to another one).
 * Returns the phase's UUID.
 */
export async function assertPhaseFor(db: Knex, orgId: string, phaseId: string, opportunityId: string | null, field: string): Promise<string> {
  const row = await findPhaseOpportunity(db, orgId, phaseId);
  if (!row) throw phaseMissing(phaseId, field);
  if (!opportunityId) {
    throw new ApiError('BUSINESS_RULE_VIOLATION', `${field}: a task without an opportunity cannot be in a delivery phase`, {
      details: [{ field, message: "needs the task to belong to the phase's opportunity" }],
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
    const row = (await findOpportunityTitle(db, actor.orgId, id))!;
    return { id, ref: refOf('opportunities', row.number), title: row.title };
  }

  private async row(db: Knex, actor: Actor, phaseId: string, field: string, lock = false): Promise<PhaseRow> {
    const row = await findOpportunityPhase(db, actor.orgId, phaseId, lock);
    if (!row) throw phaseMissing(phaseId, field);
    return row;
  }

  private async present(db: Knex, orgId: string, opportunityId: string, rows: PhaseRow[]): Promise<OpportunityPhase[]> {
    const counts = rows.length ? await countPhaseTasks(db, orgId, opportunityId) : new Map();
    return rows.map((r) => toOpportunityPhase(r, counts.get(r.id)));
  }

  private async one(db: Knex, actor: Actor, id: string): Promise<OpportunityPhase> {
    const row = (await findOpportunityPhase(db, actor.orgId, id))!;
    return (await this.present(db, actor.orgId, row.opportunity_id, [row]))[0];
  }

  /** All phases of an opportunity (by UUID) in delivery order. */
  private async all(db: Knex, actor: Actor, opportunityId: string): Promise<OpportunityPhase[]> {
    const rows = await listAllOpportunityPhases(db, actor.orgId, opportunityId);
    return this.present(db, actor.orgId, opportunityId, rows);
  }

  /** Rewrites positions 1..n in the order of `ids` (only rows whose position changes are written). */
  private async renumber(trx: Knex, orgId: string, ids: string[], current: Map<string, number>): Promise<void> {
    for (const [i, id] of ids.entries()) {
      if (current.get(id) !== i + 1) await updateOpportunityPhase(trx, orgId, id, { position: i + 1, updated_at: trx.fn.now() });
    }
  }

  /** GET /opportunities/{id}/phases (spec 2 §4.7): delivery order, paged by (position, id). 404 for an unknown opportunity. */
  async list(
    actor: Actor,
    idOrRef: string,
    page: { cursor?: string; limit: number },
  ): Promise<Page<OpportunityPhase> & { opportunity: { id: string; ref: string } }> {
    const opp = await this.opportunity(actor, idOrRef);
    const result = await listOpportunityPhases(this.db, actor.orgId, opp.id, page);
    return { rows: await this.present(this.db, actor.orgId, opp.id, result.rows), nextCursor: result.nextCursor, opportunity: opp };
  }

  /** GET /opportunities/{id}/unphased-task-count (spec 2 §4.7): top-level tasks (no parent) of the opportunity without a phase. */
  async unphasedCount(actor: Actor, idOrRef: string): Promise<{ opportunityId: string; count: number; ref: string }> {
    const opp = await this.opportunity(actor, idOrRef);
    return { opportunityId: opp.id, count: await countUnphasedTasks(this.db, actor.orgId, opp.id), ref: opp.ref };
  }

  /**
   * POST /opportunities/{id}/phases (spec 2 §4.7): appended last. `ownerId` a user UUID (404 naming body.ownerId),
   * `targetDate` YYYY-MM-DD or null (open ended). 422 past MAX_PHASES. Returns the phase with its ref'd opportunity.
   */
  async create(actor: Actor, idOrRef: string, input: RequestBody<'createOpportunityPhase'>): Promise<{ phase: OpportunityPhase; ref: string }> {
    return this.db.transaction(async (trx) => {
      const opp = await this.opportunity(actor, idOrRef, trx, true);
      if (input.ownerId) await assertUser(trx, actor.orgId, input.ownerId, 'body.ownerId');
      const { n, last } = await countOpportunityPhases(trx, actor.orgId, opp.id);
      if (n >= MAX_PHASES) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', `Opportunity ${opp.ref} has ${MAX_PHASES} phases, the most it can have`, {
          data: { limit: MAX_PHASES },
          suggestion: `Delete a phase it no longer needs (DELETE /api/v1/opportunities/phases/{phaseId}) before adding another.`,
        });
      }
      const id = await insertOpportunityPhase(trx, actor.orgId, {
        opportunityId: opp.id,
        title: input.title,
        ownerId: input.ownerId ?? null,
        targetDate: input.targetDate ?? null,
        position: last + 1,
      });
      return { phase: await this.one(trx, actor, id), ref: opp.ref };
    });
  }

  /** PATCH /opportunities/phases/{phaseId} (spec 2 §4.7): title, ownerId (null clears), targetDate (null: open ended). 404 naming path.phaseId. */
  async update(actor: Actor, phaseId: string, input: RequestBody<'updateOpportunityPhase'>): Promise<OpportunityPhase> {
    return this.db.transaction(async (trx) => {
      const cur = await this.row(trx, actor, phaseId, 'path.phaseId', true);
      if (input.ownerId) await assertUser(trx, actor.orgId, input.ownerId, 'body.ownerId');
      const cols: Record<string, unknown> = {};
      if (input.title !== undefined) cols.title = input.title;
      if (input.ownerId !== undefined) cols.owner_id = input.ownerId;
      if (input.targetDate !== undefined) cols.target_date = input.targetDate;
      await updateOpportunityPhase(trx, actor.orgId, cur.id, { ...cols, updated_at: trx.fn.now() });
      return this.one(trx, actor, cur.id);
    });
  }

  /** DELETE /opportunities/phases/{phaseId} (spec 2 §4.7): its tasks become unphased (foreign key), later phases move up. */
  async remove(actor: Actor, phaseId: string): Promise<{ id: string; deleted: true; opportunityId: string }> {
    return this.db.transaction(async (trx) => {
      const found = await this.row(trx, actor, phaseId, 'path.phaseId');
      await lockOpportunity(trx, actor.orgId, found.opportunity_id);
      await deleteOpportunityPhase(trx, actor.orgId, found.id);
      const rest = await listPhasePositions(trx, actor.orgId, found.opportunity_id, true);
      await this.renumber(
        trx,
        actor.orgId,
        rest.map((r) => r.id),
        new Map(rest.map((r) => [r.id, r.position])),
      );
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
      const current = await listPhasePositions(trx, actor.orgId, opp.id, false);
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
          details,
          data: { missing, extra, duplicate },
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
      const next = await findNextPhase(trx, actor.orgId, from);
      const text = (note ?? '').trim();
      const result: PhaseHandoff = { phaseId: from.id, nextPhaseId: next?.id ?? null, handedOff: false, commentId: null, notifiedUserId: null };
      if (!text) return { result, opportunityId: from.opportunity_id };
      const opp = (await findOpportunityTitle(trx, actor.orgId, from.opportunity_id))!;
      const ref = refOf('opportunities', opp.number);
      const to = next ? ` to "${next.title}"` : ' (the last phase)';
      result.handedOff = true;
      result.commentId = await this.comments.addSystem(
        trx,
        actor.orgId,
        'opportunity',
        from.opportunity_id,
        `${actor.name} handed off phase "${from.title}"${to}: ${text}`,
      );
      if (next?.owner_id && next.owner_id !== actor.userId) {
        await this.notifications.notify(trx, actor, {
          userId: next.owner_id,
          type: 'handoff',
          title: `${actor.name} handed ${ref} phase "${from.title}" over to your phase "${next.title}"`,
          body: text,
          linkUrl: `/api/v1/opportunities/${ref}/phases`,
          entityType: 'opportunity',
          entityId: from.opportunity_id,
        });
        result.notifiedUserId = next.owner_id;
      }
      return { result, opportunityId: from.opportunity_id };
    });
  }
}
