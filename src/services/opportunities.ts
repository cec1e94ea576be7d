/**
 * Opportunities (spec 1 §2.5, §3.2; spec 2 §4.7): the delivery lifecycle (set-state between backlog,
 * in_progress and completed), objective links (many-to-many, one primary that decides visionPath), and the
 * financial estimatedCost, shown only to credentials that may see cost (spec 1 §2.1).
 */
import type { Knex } from 'knex';
import type { MessageService } from './messages.js';
import type { CommentService } from './comments.js';
import type { TemplateService } from './templates.js';
import { assertCategory } from './categories.js';
import { assertTags } from './tags.js';
import { readPrdTemplate } from './prdTemplates.js';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import { canSeeCost, type Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { opportunityMachine } from '../core/machines/opportunity.js';
import { nextNumber } from '../repositories/counters.js';
import type { Page } from '../repositories/paging.js';
import { refOf } from '../repositories/refs.js';
import {
  deleteOpportunity,
  findOpportunity,
  findOpportunityContent,
  findOpportunityId,
  findOpportunityState,
  insertOpportunity,
  listOpportunities,
  listOpportunitiesByIds,
  scoreTotals,
  toOpportunity,
  updateOpportunity,
  type OpportunityRow,
} from '../repositories/opportunities.js';
import {
  deleteOpportunityObjective,
  demotePrimaryLink,
  findOpportunityObjective,
  insertOpportunityObjectives,
  listLinkKinds,
  listOpportunityObjectives,
  moveOpportunityObjective,
  promoteOldestLinks,
  type OpportunityObjectiveRow,
} from '../repositories/opportunityObjectives.js';
import { findObjectiveId } from '../repositories/objectives.js';
import { deletePrdSynthesis } from '../repositories/prdSyntheses.js';
import { orphanOpportunityTasks } from '../repositories/tasks.js';
import { refreshOpportunityPaths } from '../repositories/visionPaths.js';
import { assertTeam, assertUser } from './common.js';
import type { ObjectiveService } from './objectives.js';
import { insertScores } from './opportunities/scoring.js';

export type Opportunity = Schema<'Opportunity'>;
type State = Opportunity['state'];
type LinkKind = 'primary' | 'supporting';
type LinkRow = OpportunityObjectiveRow;

/** The earlier revision's status values (spec 1 §3.1) mapped onto states. */
const LEGACY_STATUS: Record<string, State> = {
  backlog: 'backlog',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  draft: 'backlog',
  under_review: 'backlog',
  approved: 'backlog',
  complete: 'completed',
  measured: 'completed',
  rejected: 'cancelled',
};
/** set-state moves: those of opportunityMachine that setOpportunityState makes (spec 1 §3.2). */
export const allowedStateMoves = (from: State): State[] => opportunityMachine.allowed(from, 'setOpportunityState');

/** The writable fields of an opportunity (updateOpportunity's body; createOpportunity's shares them but prd). */
type OppFields = RequestBody<'updateOpportunity'>;
/** Rejection categories (spec 1 §2.9). */
export type RejectionCategory = NonNullable<Opportunity['rejectionCategory']>;

export class OpportunityService {
  /** `collaboration` records lifecycle decisions on the thread and in the system room. */
  constructor(
    private readonly db: Knex,
    private readonly objectives: ObjectiveService,
    private readonly collaboration?: { messages: Pick<MessageService, 'postSystem'>; comments: Pick<CommentService, 'addSystem'> },
    /** Templates that drive the delivery: started on create, moved by state changes and rejection. */
    private readonly templates?: TemplateService,
  ) {}

  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false): Promise<string> {
    const id = await findOpportunityId(db, actor.orgId, idOrRef, forUpdate);
    if (!id) throw notFound('Opportunity', idOrRef, '/api/v1/opportunities');
    return id;
  }

  private async present(actor: Actor, rows: OpportunityRow[], db: Knex = this.db): Promise<Opportunity[]> {
    const ids = rows.map((r) => r.id);
    const links: LinkRow[] = ids.length ? await listOpportunityObjectives(db, actor.orgId, ids) : [];
    const byOpp = new Map<string, LinkRow[]>();
    for (const l of links) byOpp.set(l.opportunity_id, [...(byOpp.get(l.opportunity_id) ?? []), l]);
    const cost = canSeeCost(actor);
    // Scorecard totals: one query for the page.
    const totals = await scoreTotals(db, actor.orgId, ids);
    return rows.map((r) => toOpportunity(r, byOpp.get(r.id) ?? [], totals.get(r.id) ?? null, cost));
  }

  async byIds(actor: Actor, ids: string[], order: 'title' | 'number'): Promise<Opportunity[]> {
    if (!ids.length) return [];
    const rows = await listOpportunitiesByIds(this.db, actor.orgId, ids, order);
    return this.present(actor, rows);
  }

  private async one(actor: Actor, id: string, db: Knex = this.db): Promise<Opportunity> {
    const row = (await findOpportunity(db, actor.orgId, id))!;
    return (await this.present(actor, [row], db))[0];
  }

  /**
   * GET /api/v1/opportunities (spec 2 §4.7) by number, paged. Filters: state (or the legacy status), teamId, tagId,
   * categoryId, and minScore (opportunities without a total are left out).
   */
  async list(actor: Actor, q: QueryParams<'listOpportunities'> & { limit: number }): Promise<Page<Opportunity>> {
    // state and the legacy status both apply: given together and naming different states, nothing matches.
    const page = await listOpportunities(
      this.db,
      actor.orgId,
      {
        state: q.state,
        ...(q.status ? { legacyState: LEGACY_STATUS[q.status] } : {}),
        teamId: q.teamId,
        tagId: q.tagId,
        categoryId: q.categoryId,
        minScore: q.minScore,
      },
      q,
    );
    return { rows: await this.present(actor, page.rows), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Opportunity> {
    const row = await findOpportunity(this.db, actor.orgId, idOrRef);
    if (!row) throw notFound('Opportunity', idOrRef, '/api/v1/opportunities');
    return (await this.present(actor, [row]))[0];
  }

  private async columns(actor: Actor, trx: Knex, input: OppFields): Promise<Record<string, unknown>> {
    if (input.content !== undefined && input.prd !== undefined && input.content !== input.prd) {
      throw new ApiError('VALIDATION_FAILED', 'content and prd are the same field and differ', {
        details: [{ field: 'body.prd', message: 'differs from body.content' }],
        suggestion: 'Send the PRD body once, as content.',
      });
    }
    if (input.leadId) await assertUser(trx, actor.orgId, input.leadId, 'body.leadId');
    if (input.teamId) await assertTeam(trx, actor.orgId, input.teamId, 'body.teamId');
    const c: Record<string, unknown> = {};
    if (input.title !== undefined) c.title = input.title;
    if (input.description !== undefined) c.description = input.description;
    if ((input.content ?? input.prd) !== undefined) c.content = input.content ?? input.prd;
    if (input.estimatedCost !== undefined) c.estimated_cost = input.estimatedCost;
    if (input.leadId !== undefined) c.lead_id = input.leadId;
    if (input.teamId !== undefined) c.team_id = input.teamId;
    if (input.dueDate !== undefined) c.due_date = input.dueDate;
    if (input.queuePosition !== undefined) c.queue_position = input.queuePosition;
    if (input.categoryId !== undefined) {
      if (input.categoryId) await assertCategory(trx, actor.orgId, input.categoryId, 'body.categoryId');
      c.category_id = input.categoryId;
    }
    if (input.tagIds !== undefined) c.tag_ids = await assertTags(trx, actor.orgId, input.tagIds, 'body.tagIds');
    return c;
  }

  /**
   * POST /opportunities. `also` runs in the create's transaction once the opportunity exists (a
   * patternPromotion links the pattern's insights to it, src/services/insights/patterns.ts); what it throws rolls
   * the opportunity back.
   */
  async create(
    actor: Actor,
    input: Omit<RequestBody<'createOpportunity'>, 'patternPromotion'>,
    also?: (trx: Knex, opportunityId: string) => Promise<void>,
  ): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const cols = await this.columns(actor, trx, input);
      if (input.workflowId && this.templates) await this.templates.assertTemplate(trx, actor, input.workflowId, 'body.workflowId');
      if (input.prdTemplateId) {
        // The template's content becomes the PRD unless one is given (spec 2 §4.7: prdTemplateId on create).
        const prd = await readPrdTemplate(trx, actor, input.prdTemplateId, 'body.prdTemplateId');
        cols.prd_template_id = prd.id;
        if (cols.content === undefined) cols.content = prd.content;
      }
      const links: { objectiveId: string; kind?: LinkKind }[] = [];
      for (const [i, l] of (input.objectiveLinks ?? []).entries()) {
        const objectiveId = await this.objectives.resolve(actor, l.objectiveId, trx, false, `body.objectiveLinks.${i}.objectiveId`);
        if (!links.some((x) => x.objectiveId === objectiveId)) links.push({ objectiveId, kind: l.kind });
      }
      if (links.filter((l) => l.kind === 'primary').length > 1) {
        throw new ApiError('VALIDATION_FAILED', 'At most one objective link can be primary', {
          details: [{ field: 'body.objectiveLinks', message: 'has more than one kind primary' }],
          suggestion: 'Mark one link primary and the others supporting.',
        });
      }
      // the first link without a kind is primary unless one link is primary already
      const firstOpen = links.some((l) => l.kind === 'primary') ? undefined : links.find((l) => !l.kind);
      if (firstOpen) firstOpen.kind = 'primary';
      const number = await nextNumber(trx, actor.orgId, 'opportunity');
      const row = await insertOpportunity(trx, actor.orgId, { number, state: input.initialState ?? 'backlog', created_by: actor.userId, ...cols });
      if (links.length) {
        await insertOpportunityObjectives(
          trx,
          actor.orgId,
          links.map((l) => ({ opportunityId: row.id, objectiveId: l.objectiveId, kind: l.kind ?? 'supporting' })),
        );
        await refreshOpportunityPaths(trx, actor.orgId, [row.id]);
      }
      if (input.scores?.length) await insertScores(trx, actor, row.id, input.scores);
      if (input.workflowId && this.templates) {
        await this.templates.startOn(
          trx,
          actor,
          input.workflowId,
          'opportunity',
          row.id,
          (input.initialState ?? 'backlog') === 'in_progress',
          'body.workflowId',
        );
      }
      if (also) await also(trx, row.id);
      return this.one(actor, row.id, trx);
    });
  }

  async update(actor: Actor, idOrRef: string, input: OppFields): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cols = await this.columns(actor, trx, input);
      await updateOpportunity(trx, actor.orgId, id, { ...cols, updated_at: trx.fn.now() });
      // An edited PRD makes the cached draft moot.
      if (cols.content !== undefined) await deletePrdSynthesis(trx, actor.orgId, id);
      return this.one(actor, id, trx);
    });
  }

  /** Deletes the opportunity and its links; its tasks become orphans (visionPath null). */
  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      await orphanOpportunityTasks(trx, actor.orgId, id);
      await deleteOpportunity(trx, actor.orgId, id);
      return { id, deleted: true as const };
    });
  }

  async setState(actor: Actor, idOrRef: string, state: State): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur = (await findOpportunityState(trx, actor.orgId, id))!;
      // Only the moves set-state makes; the refusal names every move of the table (cancelled with reject-via-template).
      if (!allowedStateMoves(cur.state).includes(state))
        throw opportunityMachine.refusal(cur.state, state, { subject: `Opportunity ${refOf('opportunities', cur.number)}` });
      await updateOpportunity(trx, actor.orgId, id, { state, updated_at: trx.fn.now() });
      // With a template (spec 1 §3.2): in_progress resumes or activates a step, backlog pauses it, completed lands on Completed.
      await this.templates?.onEntityState(trx, actor, 'opportunity', id, state);
      const opp = await this.one(actor, id, trx);
      if (state === 'completed')
        await this.recordDecision(
          trx,
          actor,
          opp,
          `${actor.name} completed ${opp.ref} (was ${cur.state}).`,
          `${opp.ref} "${opp.title}" was completed by ${actor.name}.`,
        );
      return opp;
    });
  }

  /**
   * A decision (spec 2 §4.17: the service posts opportunity decisions): a system comment on the opportunity's thread
   * and a system message in the org's system room, in the write's transaction `trx`.
   */
  private async recordDecision(trx: Knex, actor: Actor, opp: Opportunity, comment: string, message: string): Promise<void> {
    if (!this.collaboration) return;
    await this.collaboration.comments.addSystem(trx, actor.orgId, 'opportunity', opp.id, comment);
    await this.collaboration.messages.postSystem(trx, actor.orgId, message);
  }

  /** Its template instance landed on Completed through its steps: the opportunity becomes completed. */
  async completedByTemplate(trx: Knex, actor: Actor, id: string): Promise<void> {
    const cur = await findOpportunityState(trx, actor.orgId, id);
    if (!cur || cur.state === 'completed' || cur.state === 'cancelled') return;
    await updateOpportunity(trx, actor.orgId, id, { state: 'completed', updated_at: trx.fn.now() });
    const opp = await this.one(actor, id, trx);
    await this.recordDecision(
      trx,
      actor,
      opp,
      `${opp.ref} completed its last template step (was ${cur.state}).`,
      `${opp.ref} "${opp.title}" was completed (its last step, by ${actor.name}).`,
    );
  }

  /**
   * POST /opportunities/{id}/reject-via-template (spec 1 §3.2, spec 2 §4.7): a live opportunity becomes cancelled with
   * its rejection category and reason (in the activity log through the row's columns); its running template instance
   * skips what is left and lands on Cancelled; the decision is a system comment and a system message.
   * 409 INVALID_STATE_TRANSITION when it is cancelled already.
   */
  async reject(actor: Actor, idOrRef: string, category: RejectionCategory, reason: string): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur = (await findOpportunityState(trx, actor.orgId, id))!;
      if (!opportunityMachine.can(cur.state, 'cancelled')) {
        throw opportunityMachine.refusal(cur.state, 'cancelled', {
          message: `Opportunity ${refOf('opportunities', cur.number)} is cancelled already`,
          suggestion: 'A cancelled opportunity has no lifecycle moves; create a new one to take the work up again.',
        });
      }
      await updateOpportunity(trx, actor.orgId, id, { state: 'cancelled', rejection_category: category, rejection_reason: reason, updated_at: trx.fn.now() });
      await this.templates?.onEntityState(trx, actor, 'opportunity', id, 'cancelled');
      const opp = await this.one(actor, id, trx);
      await this.recordDecision(
        trx,
        actor,
        opp,
        `${actor.name} rejected ${opp.ref} (${category}): ${reason}`,
        `${opp.ref} "${opp.title}" was rejected by ${actor.name} (${category}): ${reason}`,
      );
      return opp;
    });
  }

  /** POST /opportunities/{id}/apply-prd-template (spec 2 §4.7): the template's content replaces or follows the PRD. */
  async applyPrdTemplate(actor: Actor, idOrRef: string, templateId: string, mode: 'replace' | 'append'): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const prd = await readPrdTemplate(trx, actor, templateId, 'body.templateId');
      const cur = (await findOpportunityContent(trx, actor.orgId, id))!;
      const content = mode === 'append' && cur.content ? `${cur.content.replace(/\s+$/, '')}\n\n${prd.content}` : prd.content;
      await updateOpportunity(trx, actor.orgId, id, { content, prd_template_id: prd.id, updated_at: trx.fn.now() });
      await deletePrdSynthesis(trx, actor.orgId, id);
      return this.one(actor, id, trx);
    });
  }

  async link(actor: Actor, idOrRef: string, input: RequestBody<'createOpportunityObjectiveLink'>): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const objectiveId = await this.objectives.resolve(actor, input.objectiveId, trx, false, 'body.objectiveId');
      const existing = await listLinkKinds(trx, actor.orgId, id);
      if (existing.some((l) => l.objective_id === objectiveId)) {
        throw new ApiError('ALREADY_EXISTS', `Opportunity ${idOrRef} is already linked to objective ${input.objectiveId}`, {
          suggestion: 'Change the link with PATCH /api/v1/opportunities/{id}/link-objective/{objectiveId}, or link another objective.',
        });
      }
      const kind: LinkKind = input.kind ?? (existing.some((l) => l.kind === 'primary') ? 'supporting' : 'primary');
      if (kind === 'primary') await demotePrimaryLink(trx, actor.orgId, id);
      await insertOpportunityObjectives(trx, actor.orgId, [{ opportunityId: id, objectiveId, kind }]);
      await updateOpportunity(trx, actor.orgId, id, { updated_at: trx.fn.now() });
      await refreshOpportunityPaths(trx, actor.orgId, [id]);
      return this.one(actor, id, trx);
    });
  }

  private async existingLink(actor: Actor, trx: Knex, id: string, idOrRef: string, objectiveRef: string) {
    const objectiveId = await findObjectiveId(trx, actor.orgId, objectiveRef);
    const link = objectiveId && (await findOpportunityObjective(trx, actor.orgId, id, objectiveId));
    if (!link) {
      throw new ApiError('NOT_FOUND', `Opportunity ${idOrRef} is not linked to objective ${objectiveRef}`, {
        details: [{ field: 'path.objectiveId', message: 'is not linked to this opportunity' }],
        suggestion: `Its links are in objectiveLinks of GET /api/v1/opportunities/${idOrRef}.`,
      });
    }
    return link as LinkRow;
  }

  async relink(actor: Actor, idOrRef: string, objectiveRef: string, newObjectiveRef: string): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const link = await this.existingLink(actor, trx, id, idOrRef, objectiveRef);
      const newId = await this.objectives.resolve(actor, newObjectiveRef, trx, false, 'body.newObjectiveId');
      if (newId !== link.objective_id) {
        const clash = await findOpportunityObjective(trx, actor.orgId, id, newId);
        if (clash) {
          throw new ApiError('ALREADY_EXISTS', `Opportunity ${idOrRef} is already linked to objective ${newObjectiveRef}`, {
            suggestion: 'Delete one of the two links instead of moving this one.',
          });
        }
        await moveOpportunityObjective(trx, actor.orgId, id, link.objective_id, newId);
        await updateOpportunity(trx, actor.orgId, id, { updated_at: trx.fn.now() });
        await refreshOpportunityPaths(trx, actor.orgId, [id]);
      }
      return this.one(actor, id, trx);
    });
  }

  async unlink(actor: Actor, idOrRef: string, objectiveRef: string): Promise<Opportunity> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const link = await this.existingLink(actor, trx, id, idOrRef, objectiveRef);
      await deleteOpportunityObjective(trx, actor.orgId, id, link.objective_id);
      await promoteOldestLinks(trx, actor.orgId, [id]);
      await updateOpportunity(trx, actor.orgId, id, { updated_at: trx.fn.now() });
      await refreshOpportunityPaths(trx, actor.orgId, [id]);
      return this.one(actor, id, trx);
    });
  }
}
