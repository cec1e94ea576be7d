/**
 * Workflow templates, their steps and the instances that drive entities (issue 11 §1; spec 1 §2.10, §3.2;
 * spec 2 §4.13).
 *
 * A template is ordered steps; its last two are the system-managed terminal steps Completed and Cancelled, created
 * with it and never edited, reordered or deleted (422). Applying a template to an opportunity, task or customer makes
 * an instance: a copy of each step (a step instance) with its owner (DRI) and status.
 *
 * The step machine (the spec leaves it open; issue 11 fixes it):
 *   pending → active | skipped;  active → paused | completed | skipped;  paused → active | skipped.
 * At most one step is active. Completing or skipping the active step activates the next pending one; when none is
 * left the instance lands on Completed (that step completed, Cancelled skipped, the instance completed). A rejection
 * skips what is left and lands on Cancelled (that step cancelled, the instance cancelled). Any other move is 409
 * INVALID_STATE_TRANSITION with `error.data.allowed`. An opportunity whose instance lands on Completed through its
 * steps becomes completed.
 *
 * A step's owner when the instance starts: its defaultDriUserId, else — when it names a defaultDriRole — the
 * entity's lead (opportunity) or owner (task) if their org role is that role, else nobody.
 * Activation stamps startedAt (once) and dueAt = startedAt + slaHours.
 *
 * Customers (issue 13) run templates too (their onboarding); a customer's step owners come from defaultDriUserId only.
 * A customer's step that becomes completed by any path (PATCH of the step, a handoff with markComplete, the
 * customer's advance) calls the stepCompleted hook, and its instance landing on Completed through its steps calls
 * customerCompleted (issue 14 §1: ARR tranches, the customer becoming live); landing by the customer's own complete
 * is quiet, so nothing is applied twice.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { stepMachine } from '../core/machines/step.js';
import { ApiError, notFound, requireCapability } from '../core/errors.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { findIdByRef, findTaskIdByRef } from '../repositories/refs.js';
import { assertUser, iso } from './common.js';

export type Template = components['schemas']['Template'];
export type TemplateStep = components['schemas']['TemplateStep'];
export type TemplateInstance = components['schemas']['TemplateInstance'];
export type StepInstance = components['schemas']['StepInstance'];
export type TemplateUsage = components['schemas']['TemplateUsage'];
export type TemplateEntityType = components['schemas']['TemplateEntityType'];
type StepStatus = StepInstance['status'];
type Move = StepInstance['allowedMoves'][number];

/** The step machine (src/core/machines/step.ts): the statuses each status may move to. */
const STEP_MOVES = stepMachine.moves as Readonly<Record<StepStatus, readonly Move[]>>;

const TERMINALS = [
  { title: 'Completed', terminal: 'completed', description: 'The work is done.' },
  { title: 'Cancelled', terminal: 'cancelled', description: 'The work was stopped.' },
] as const;

const LIST: ListOrder = { name: 'templates', direction: 'asc', keys: [{ expr: 'name', type: 'text' }, { expr: 'id', type: 'uuid' }] };
const LIST_HREF = '/api/v1/templates';

/** Where each entity type lives, who may change it, and its owner column (for role-based DRIs). */
const ENTITIES: Record<TemplateEntityType, { table?: string; update: string; owner?: string; label: string; list: string }> = {
  opportunity: { table: 'opportunities', update: 'opportunity:update', owner: 'lead_id', label: 'Opportunity', list: '/api/v1/opportunities' },
  task: { table: 'tasks', update: 'task:update', owner: 'owner_id', label: 'Task', list: '/api/v1/tasks' },
  customer: { update: 'customer:update', label: 'Customer', list: '/api/v1/customers' },
};

interface StepRow {
  id: string; template_id: string; title: string; description: string; position: number; default_dri_user_id: string | null;
  default_dri_role: string | null; sla_hours: number | null; terminal: 'completed' | 'cancelled' | null;
}
interface InstanceRow {
  org_id: string; id: string; template_id: string | null; template_name: string; entity_type: TemplateEntityType; entity_id: string;
  status: TemplateInstance['status']; created_at: Date; updated_at: Date; ended_at: Date | null;
}
interface StepInstanceRow {
  id: string; instance_id: string; step_id: string | null; title: string; description: string; position: number; terminal: 'completed' | 'cancelled' | null;
  status: StepStatus; dri_id: string | null; sla_hours: number | null; started_at: Date | null; due_at: Date | null; completed_at: Date | null;
}

export interface StepInput {
  title?: string; description?: string; defaultDriUserId?: string | null; defaultDriRole?: string | null; slaHours?: number | null; position?: number;
}

const toStep = (r: StepRow): TemplateStep => ({
  id: r.id, templateId: r.template_id, title: r.title, description: r.description, position: r.position, defaultDriUserId: r.default_dri_user_id,
  defaultDriRole: r.default_dri_role, slaHours: r.sla_hours, terminal: r.terminal, system: r.terminal !== null,
});

/** A step instance that just became completed, with the entity its instance drives. */
export interface CompletedStep { id: string; instanceId: string; entityType: TemplateEntityType; entityId: string }

/** The hooks into the entities templates drive (wired in services/index.ts). */
export interface TemplateHooks {
  /** An opportunity's instance landed on Completed through its steps: the opportunity becomes completed. */
  opportunityCompleted?: (trx: Knex, actor: Actor, opportunityId: string) => Promise<void>;
  /**
   * A step instance of a customer's instance (its onboarding) became completed — by PATCH of the step, a handoff with
   * markComplete, or the customer's own advance — in the write's transaction (issue 14 §1: its ARR tranche unlocks).
   */
  stepCompleted?: (trx: Knex, actor: Actor, step: CompletedStep) => Promise<void>;
  /** A customer's instance landed on Completed through its steps: the customer becomes live (issue 14 §1). */
  customerCompleted?: (trx: Knex, actor: Actor, customerId: string) => Promise<void>;
  /** Tells a step's new owner about a handoff (in the write's transaction). */
  notifyHandoff?: (trx: Knex, actor: Actor, userId: string, title: string, body: string, linkUrl: string, entityType: string, entityId: string) => Promise<void>;
}

export class TemplateService {
  constructor(private readonly db: Knex, private readonly hooks: TemplateHooks = {}) {}

  // ---- templates -------------------------------------------------------------------------------------------

  private async steps(db: Knex, orgId: string, templateIds: string[]): Promise<Map<string, StepRow[]>> {
    const out = new Map<string, StepRow[]>();
    if (!templateIds.length) return out;
    const rows = (await db('template_steps').select('*').where('org_id', orgId).whereIn('template_id', templateIds).orderBy([{ column: 'position' }, { column: 'id' }])) as StepRow[];
    for (const r of rows) out.set(r.template_id, [...(out.get(r.template_id) ?? []), r]);
    return out;
  }

  private async present(db: Knex, orgId: string, rows: any[]): Promise<Template[]> {
    const steps = await this.steps(db, orgId, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id, orgId: r.org_id, name: r.name, description: r.description, defaultEntityType: r.default_entity_type, isDefault: r.is_default,
      steps: (steps.get(r.id) ?? []).map(toStep), createdBy: r.created_by, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
    }));
  }

  private async row(db: Knex, actor: Actor, id: string, field = 'path.id', lock = false) {
    const q = db('templates').where({ org_id: actor.orgId, id });
    const row = await (lock ? q.forUpdate() : q).first();
    if (!row) throw notFound('Template', id, LIST_HREF, field);
    return row;
  }

  private async one(db: Knex, actor: Actor, id: string): Promise<Template> {
    return (await this.present(db, actor.orgId, [await this.row(db, actor, id)]))[0];
  }

  /** GET /templates: by name; optional defaultEntityType. */
  async list(actor: Actor, q: { defaultEntityType?: TemplateEntityType; cursor?: string; limit: number }): Promise<Page<Template>> {
    const query = this.db('templates').select('*').where('org_id', actor.orgId);
    if (q.defaultEntityType) query.andWhere('default_entity_type', q.defaultEntityType);
    const page = await paginate<Record<string, unknown>>(query, LIST, q);
    return { rows: await this.present(this.db, actor.orgId, page.rows), nextCursor: page.nextCursor };
  }

  get(actor: Actor, id: string): Promise<Template> {
    return this.one(this.db, actor, id);
  }

  /** GET /templates/default/{entityType}: 404 when none is the default. */
  async getDefault(actor: Actor, entityType: TemplateEntityType): Promise<Template> {
    const row = await this.db('templates').where({ org_id: actor.orgId, default_entity_type: entityType, is_default: true }).first();
    if (!row) {
      throw new ApiError('NOT_FOUND', `No default template for ${entityType}`, {
        details: [{ field: 'path.entityType', message: 'has no default template' }],
        suggestion: `Make one the default with PATCH /api/v1/templates/{id} {"isDefault": true} (templates of ${entityType}: GET /api/v1/templates?defaultEntityType=${entityType}).`,
      });
    }
    return (await this.present(this.db, actor.orgId, [row]))[0];
  }

  private async stepColumns(trx: Knex, actor: Actor, s: StepInput, field: string): Promise<Record<string, unknown>> {
    const c: Record<string, unknown> = {};
    if (s.title !== undefined) c.title = s.title;
    if (s.description !== undefined) c.description = s.description;
    if (s.defaultDriUserId !== undefined) {
      if (s.defaultDriUserId) await assertUser(trx, actor.orgId, s.defaultDriUserId, `${field}.defaultDriUserId`);
      c.default_dri_user_id = s.defaultDriUserId ? s.defaultDriUserId.toLowerCase() : null;
    }
    if (s.defaultDriRole !== undefined) c.default_dri_role = s.defaultDriRole;
    if (s.slaHours !== undefined) c.sla_hours = s.slaHours;
    return c;
  }

  private async makeDefault(trx: Knex, actor: Actor, id: string, entityType: string): Promise<void> {
    await trx('templates').where({ org_id: actor.orgId, default_entity_type: entityType, is_default: true }).whereNot('id', id).update({ is_default: false, updated_at: trx.fn.now() });
    await trx('templates').where({ org_id: actor.orgId, id }).update({ is_default: true, updated_at: trx.fn.now() });
  }

  /** POST /templates: the steps given (each DRI defaulting to the caller), then Completed and Cancelled. */
  async create(actor: Actor, input: { name: string; description?: string; defaultEntityType: TemplateEntityType; isDefault?: boolean; steps?: StepInput[] }): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const [t] = await trx('templates').insert({
        org_id: actor.orgId, name: input.name, description: input.description ?? '', default_entity_type: input.defaultEntityType, created_by: actor.userId,
      }).returning('id');
      const steps = input.steps ?? [];
      const rows: Record<string, unknown>[] = [];
      for (const [i, s] of steps.entries()) {
        const c = await this.stepColumns(trx, actor, s, `body.steps.${i}`);
        rows.push({ default_dri_user_id: actor.userId, ...c, org_id: actor.orgId, template_id: t.id, position: i + 1 });
      }
      TERMINALS.forEach((term, i) => rows.push({ org_id: actor.orgId, template_id: t.id, title: term.title, description: term.description, terminal: term.terminal, position: steps.length + i + 1 }));
      await trx('template_steps').insert(rows);
      if (input.isDefault) await this.makeDefault(trx, actor, t.id, input.defaultEntityType);
      return this.one(trx, actor, t.id);
    });
  }

  /** PATCH /templates/{id}: name, description, isDefault. */
  async update(actor: Actor, id: string, input: { name?: string; description?: string; isDefault?: boolean }): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const t = await this.row(trx, actor, id, 'path.id', true);
      const c: Record<string, unknown> = {};
      if (input.name !== undefined) c.name = input.name;
      if (input.description !== undefined) c.description = input.description;
      if (input.isDefault === false) c.is_default = false;
      if (Object.keys(c).length) await trx('templates').where({ org_id: actor.orgId, id }).update({ ...c, updated_at: trx.fn.now() });
      if (input.isDefault === true && !t.is_default) await this.makeDefault(trx, actor, id, t.default_entity_type);
      return this.one(trx, actor, id);
    });
  }

  /** GET /templates/{id}/usage: entities on it (workflowId) or running an instance of it. */
  async usage(actor: Actor, id: string, db: Knex = this.db): Promise<TemplateUsage> {
    await this.row(db, actor, id);
    const { rows } = await db.raw(
      `WITH used AS (
         SELECT 'opportunity' AS entity_type, id AS entity_id FROM opportunities WHERE org_id = ? AND workflow_id = ?
         UNION SELECT 'task', id FROM tasks WHERE org_id = ? AND workflow_id = ?
         UNION SELECT entity_type, entity_id FROM template_instances WHERE org_id = ? AND template_id = ? AND status = 'running')
       SELECT (SELECT count(*) FROM used)::int AS total,
              (SELECT count(*) FROM used WHERE entity_type = 'opportunity')::int AS opportunity,
              (SELECT count(*) FROM used WHERE entity_type = 'task')::int AS task,
              (SELECT count(*) FROM used WHERE entity_type = 'customer')::int AS customer,
              (SELECT count(*) FROM template_instances WHERE org_id = ? AND template_id = ? AND status = 'running')::int AS running`,
      [actor.orgId, id, actor.orgId, id, actor.orgId, id, actor.orgId, id],
    );
    const u = rows[0];
    return { templateId: id, total: u.total, opportunity: u.opportunity, task: u.task, customer: u.customer, runningInstances: u.running };
  }

  /** DELETE /templates/{id}: refused (409, error.data.usage) while in use; ended instances keep their copy. */
  async remove(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      await this.row(trx, actor, id, 'path.id', true);
      const usage = await this.usage(actor, id, trx);
      if (usage.total > 0) {
        throw new ApiError('INVALID_STATE_TRANSITION', `Template ${id} is in use by ${usage.total} ${usage.total === 1 ? 'entity' : 'entities'}`, {
          data: { usage },
          suggestion: `Move them to another template first with POST /api/v1/templates/${id}/reassign {"replacementId": "<template id>"}, then delete it.`,
        });
      }
      await trx('templates').where({ org_id: actor.orgId, id }).delete();
      return { id, deleted: true as const };
    });
  }

  /** Rewrites positions: the non-terminal steps in `order`, then the terminal steps. */
  private async renumber(trx: Knex, orgId: string, templateId: string, order: string[]): Promise<void> {
    const terminals = (await trx('template_steps').select('id').where({ org_id: orgId, template_id: templateId }).whereNotNull('terminal').orderBy('position')) as { id: string }[];
    const all = [...order, ...terminals.map((t) => t.id)];
    for (const [i, stepId] of all.entries()) await trx('template_steps').where({ org_id: orgId, id: stepId }).update({ position: i + 1 });
  }

  private async nonTerminalOrder(trx: Knex, orgId: string, templateId: string): Promise<string[]> {
    return ((await trx('template_steps').select('id').where({ org_id: orgId, template_id: templateId }).whereNull('terminal').orderBy([{ column: 'position' }, { column: 'id' }])) as { id: string }[]).map((r) => r.id);
  }

  /** POST /templates/{id}/steps: before the terminal steps, at `position` (1-based; default last). */
  async addStep(actor: Actor, id: string, input: StepInput & { title: string }): Promise<Template> {
    return this.db.transaction(async (trx) => {
      await this.row(trx, actor, id, 'path.id', true);
      const c = await this.stepColumns(trx, actor, input, 'body');
      const [step] = await trx('template_steps').insert({ default_dri_user_id: actor.userId, ...c, org_id: actor.orgId, template_id: id, position: 0 }).returning('id');
      const order = (await this.nonTerminalOrder(trx, actor.orgId, id)).filter((s) => s !== step.id);
      order.splice(Math.min((input.position ?? order.length + 1) - 1, order.length), 0, step.id);
      await this.renumber(trx, actor.orgId, id, order);
      await trx('templates').where({ org_id: actor.orgId, id }).update({ updated_at: trx.fn.now() });
      return this.one(trx, actor, id);
    });
  }

  private async stepRow(trx: Knex, actor: Actor, stepId: string, what: 'changed' | 'deleted'): Promise<StepRow> {
    const step = (await trx('template_steps').where({ org_id: actor.orgId, id: stepId }).forUpdate().first()) as StepRow | undefined;
    if (!step) throw notFound('Template step', stepId, LIST_HREF, 'path.stepId');
    if (step.terminal) {
      throw new ApiError('BUSINESS_RULE_VIOLATION', `The terminal ${step.title} step is system-managed and cannot be ${what}`, {
        data: { stepId, terminal: step.terminal },
        suggestion: 'Completed and Cancelled always end a template; change or add the steps before them instead.',
      });
    }
    return step;
  }

  /** PATCH /templates/steps/{stepId}: fields and position among the non-terminal steps; terminal steps 422. */
  async updateStep(actor: Actor, stepId: string, input: StepInput): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const step = await this.stepRow(trx, actor, stepId, 'changed');
      const c = await this.stepColumns(trx, actor, input, 'body');
      if (Object.keys(c).length) await trx('template_steps').where({ org_id: actor.orgId, id: stepId }).update({ ...c, updated_at: trx.fn.now() });
      if (input.position !== undefined) {
        const order = (await this.nonTerminalOrder(trx, actor.orgId, step.template_id)).filter((s) => s !== stepId);
        order.splice(Math.min(input.position - 1, order.length), 0, stepId);
        await this.renumber(trx, actor.orgId, step.template_id, order);
      }
      await trx('templates').where({ org_id: actor.orgId, id: step.template_id }).update({ updated_at: trx.fn.now() });
      return this.one(trx, actor, step.template_id);
    });
  }

  /** DELETE /templates/steps/{stepId}: non-terminal steps only; later steps move up. */
  async deleteStep(actor: Actor, stepId: string): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const step = await this.stepRow(trx, actor, stepId, 'deleted');
      await trx('template_steps').where({ org_id: actor.orgId, id: stepId }).delete();
      await this.renumber(trx, actor.orgId, step.template_id, await this.nonTerminalOrder(trx, actor.orgId, step.template_id));
      await trx('templates').where({ org_id: actor.orgId, id: step.template_id }).update({ updated_at: trx.fn.now() });
      return this.one(trx, actor, step.template_id);
    });
  }

  /** POST /templates/{id}/reassign: entities on this template move to the replacement; running instances are swapped. */
  async reassign(actor: Actor, id: string, replacementId: string): Promise<TemplateUsage> {
    return this.db.transaction(async (trx) => {
      await this.row(trx, actor, id, 'path.id', true);
      if (replacementId.toLowerCase() === id.toLowerCase()) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', 'A template cannot replace itself', {
          details: [{ field: 'body.replacementId', message: 'is this template' }],
          suggestion: 'Set replacementId to another template (GET /api/v1/templates).',
        });
      }
      await this.row(trx, actor, replacementId, 'body.replacementId');
      const running = (await trx('template_instances').select('entity_type', 'entity_id').where({ org_id: actor.orgId, template_id: id, status: 'running' })) as { entity_type: TemplateEntityType; entity_id: string }[];
      for (const r of running) await this.swapOn(trx, actor, replacementId, r.entity_type, r.entity_id);
      for (const table of ['opportunities', 'tasks']) {
        await trx(table).where({ org_id: actor.orgId, workflow_id: id }).update({ workflow_id: replacementId, updated_at: trx.fn.now() });
      }
      return this.usage(actor, replacementId, trx);
    });
  }

  // ---- instances -------------------------------------------------------------------------------------------

  /** The UUID of the entity (UUID or ref: OPP-7, ENG-12, CUS-3); 404 naming `field` when absent. */
  async entityId(db: Knex, actor: Actor, type: TemplateEntityType, idOrRef: string, field: string): Promise<string> {
    const e = ENTITIES[type];
    const id = type === 'opportunity' ? await findIdByRef(db, 'opportunities', actor.orgId, idOrRef)
      : type === 'task' ? await findTaskIdByRef(db, actor.orgId, idOrRef)
        : await findIdByRef(db, 'customers', actor.orgId, idOrRef);
    if (!id) throw notFound(e.label, idOrRef, e.list, field);
    return id;
  }

  private async presentInstance(db: Knex, actor: Actor, inst: InstanceRow): Promise<TemplateInstance> {
    const rows = (await db('step_instances').select('*').where({ org_id: actor.orgId, instance_id: inst.id }).orderBy([{ column: 'position' }, { column: 'id' }])) as StepInstanceRow[];
    const active = rows.some((r) => r.status === 'active');
    const steps: StepInstance[] = rows.map((r) => ({
      id: r.id, instanceId: r.instance_id, stepId: r.step_id, title: r.title, description: r.description, position: r.position, terminal: r.terminal,
      status: r.status, driId: r.dri_id, slaHours: r.sla_hours, startedAt: iso(r.started_at), dueAt: iso(r.due_at), completedAt: iso(r.completed_at),
      allowedMoves: inst.status !== 'running' || r.terminal ? [] : STEP_MOVES[r.status].filter((m) => m !== 'active' || !active),
    }));
    const current = inst.status !== 'running' ? null
      : steps.find((s) => s.status === 'active') ?? steps.find((s) => s.status === 'paused') ?? steps.find((s) => s.status === 'pending' && !s.terminal) ?? null;
    return {
      id: inst.id, orgId: inst.org_id, templateId: inst.template_id ?? null, templateName: inst.template_name, entityType: inst.entity_type, entityId: inst.entity_id,
      status: inst.status, currentStep: current, steps, createdAt: iso(inst.created_at)!, updatedAt: iso(inst.updated_at)!, endedAt: iso(inst.ended_at),
    } as TemplateInstance;
  }

  private async instanceRow(db: Knex, orgId: string, id: string): Promise<InstanceRow> {
    return db('template_instances').where({ org_id: orgId, id }).first();
  }

  /** The running instance of the entity, else undefined. `lock` takes it for update. */
  async running(db: Knex, orgId: string, entityType: TemplateEntityType, entityId: string, lock = false): Promise<InstanceRow | undefined> {
    const q = db('template_instances').where({ org_id: orgId, entity_type: entityType, entity_id: entityId, status: 'running' });
    return (lock ? q.forUpdate() : q).first();
  }

  /** GET /templates/instances/{entityType}/{entityId}: the running instance, else the latest; 404 when none. */
  async instanceOf(actor: Actor, entityType: TemplateEntityType, idOrRef: string): Promise<TemplateInstance> {
    const entityId = await this.entityId(this.db, actor, entityType, idOrRef, 'path.entityId');
    const inst = (await this.db('template_instances').where({ org_id: actor.orgId, entity_type: entityType, entity_id: entityId })
      .orderByRaw(`(status = 'running') DESC, created_at DESC, id DESC`).first()) as InstanceRow | undefined;
    if (!inst) {
      throw new ApiError('NOT_FOUND', `${ENTITIES[entityType].label} ${idOrRef} runs no template`, {
        details: [{ field: 'path.entityId', message: 'has no template instance' }],
        suggestion: 'Start one with POST /api/v1/templates/instances {"templateId", "entityType", "entityId"}.',
      });
    }
    return this.presentInstance(this.db, actor, inst);
  }

  /** The owner of a new step instance (module comment). */
  private async dri(trx: Knex, actor: Actor, step: StepRow, entityType: TemplateEntityType, entityId: string): Promise<string | null> {
    if (step.default_dri_user_id) return step.default_dri_user_id;
    const e = ENTITIES[entityType];
    if (!step.default_dri_role || !e.table || !e.owner) return null;
    const row = await trx(`${e.table} as e`).join('users as u', function () {
      this.on('u.org_id', 'e.org_id').andOn('u.id', `e.${e.owner}`);
    }).select('u.id', 'u.org_role').where({ 'e.org_id': actor.orgId, 'e.id': entityId }).first();
    return row && row.org_role === step.default_dri_role ? row.id : null;
  }

  private async activate(trx: Knex, orgId: string, s: StepInstanceRow): Promise<void> {
    await trx('step_instances').where({ org_id: orgId, id: s.id }).update({
      status: 'active', started_at: s.started_at ?? trx.fn.now(),
      due_at: s.started_at ? s.due_at : s.sla_hours ? trx.raw(`now() + make_interval(hours => ?)`, [s.sla_hours]) : null,
      updated_at: trx.fn.now(),
    });
  }

  private async stepsOf(trx: Knex, orgId: string, instanceId: string): Promise<StepInstanceRow[]> {
    return trx('step_instances').select('*').where({ org_id: orgId, instance_id: instanceId }).orderBy([{ column: 'position' }, { column: 'id' }]);
  }

  /**
   * Ends the instance on its terminal step `landing`: with `skipRest`, non-terminal steps not yet done are skipped
   * first. Completed lands completed (an opportunity on it becomes completed unless `quiet`), Cancelled lands cancelled.
   */
  private async land(trx: Knex, actor: Actor, inst: InstanceRow, landing: 'completed' | 'cancelled', opts: { quiet?: boolean } = {}): Promise<void> {
    const o = actor.orgId;
    await trx('step_instances').where({ org_id: o, instance_id: inst.id }).whereNull('terminal').whereIn('status', ['pending', 'active', 'paused'])
      .update({ status: 'skipped', updated_at: trx.fn.now() });
    await trx('step_instances').where({ org_id: o, instance_id: inst.id, terminal: landing })
      .update({ status: landing, completed_at: trx.fn.now(), started_at: trx.raw('coalesce(started_at, now())'), updated_at: trx.fn.now() });
    await trx('step_instances').where({ org_id: o, instance_id: inst.id }).whereNot('terminal', landing).whereNotNull('terminal')
      .update({ status: 'skipped', updated_at: trx.fn.now() });
    await trx('template_instances').where({ org_id: o, id: inst.id }).update({ status: landing, ended_at: trx.fn.now(), updated_at: trx.fn.now() });
    if (landing === 'completed' && !opts.quiet && inst.entity_type === 'opportunity') await this.hooks.opportunityCompleted?.(trx, actor, inst.entity_id);
    if (landing === 'completed' && !opts.quiet && inst.entity_type === 'customer') await this.hooks.customerCompleted?.(trx, actor, inst.entity_id);
  }

  /** Tells the customer hook that `stepId` of `inst` completed (customers only: their milestones unlock ARR). */
  private async completed(trx: Knex, actor: Actor, inst: InstanceRow, stepId: string): Promise<void> {
    if (inst.entity_type === 'customer') await this.hooks.stepCompleted?.(trx, actor, { id: stepId, instanceId: inst.id, entityType: inst.entity_type, entityId: inst.entity_id });
  }

  /** After the active step completed or was skipped: the next pending step becomes active, else the instance lands on Completed. */
  private async advance(trx: Knex, actor: Actor, inst: InstanceRow): Promise<void> {
    const steps = await this.stepsOf(trx, actor.orgId, inst.id);
    if (steps.some((s) => s.status === 'active' || s.status === 'paused')) return;
    const next = steps.find((s) => !s.terminal && s.status === 'pending');
    if (next) await this.activate(trx, actor.orgId, next);
    else await this.land(trx, actor, inst, 'completed');
  }

  /**
   * Starts `templateId` on the entity inside `trx` (opportunity and task creation use it too): copies the steps,
   * optionally activates the first, and sets the entity's workflowId. 409 when one is already running.
   */
  async startOn(trx: Knex, actor: Actor, templateId: string, entityType: TemplateEntityType, entityId: string, activate: boolean, field: string): Promise<string> {
    const t = await this.row(trx, actor, templateId, field);
    if (await this.running(trx, actor.orgId, entityType, entityId, true)) {
      throw new ApiError('INVALID_STATE_TRANSITION', `${ENTITIES[entityType].label} ${entityId} already runs a template`, {
        data: { entityType, entityId },
        suggestion: 'Swap it with POST /api/v1/templates/instances/swap, or read it with GET /api/v1/templates/instances/{entityType}/{entityId}.',
      });
    }
    const [inst] = await trx('template_instances').insert({
      org_id: actor.orgId, template_id: t.id, template_name: t.name, entity_type: entityType, entity_id: entityId, created_by: actor.userId,
    }).returning('*');
    const steps = (await this.steps(trx, actor.orgId, [t.id])).get(t.id) ?? [];
    const rows = [];
    for (const s of steps) {
      rows.push({
        org_id: actor.orgId, instance_id: inst.id, step_id: s.id, title: s.title, description: s.description, position: s.position, terminal: s.terminal,
        sla_hours: s.sla_hours, dri_id: s.terminal ? null : await this.dri(trx, actor, s, entityType, entityId),
      });
    }
    await trx('step_instances').insert(rows);
    if (activate) {
      const first = (await this.stepsOf(trx, actor.orgId, inst.id)).find((s) => !s.terminal);
      // A template of terminal steps only has nothing to activate: the instance waits for the entity's own end.
      if (first) await this.activate(trx, actor.orgId, first);
    }
    const table = ENTITIES[entityType].table;
    if (table) await trx(table).where({ org_id: actor.orgId, id: entityId }).update({ workflow_id: t.id });
    return inst.id;
  }

  /** POST /templates/instances. Needs the entity's update capability. */
  async start(actor: Actor, input: { templateId: string; entityType: TemplateEntityType; entityId: string; activateFirstStep?: boolean }): Promise<TemplateInstance> {
    return this.db.transaction(async (trx) => {
      const entityId = await this.entityId(trx, actor, input.entityType, input.entityId, 'body.entityId');
      requireCapability(actor.capabilities, ENTITIES[input.entityType].update, `Starting a template on a ${input.entityType}`);
      const id = await this.startOn(trx, actor, input.templateId, input.entityType, entityId, input.activateFirstStep ?? false, 'body.templateId');
      return this.presentInstance(trx, actor, await this.instanceRow(trx, actor.orgId, id));
    });
  }

  /**
   * Replaces the entity's running instance by one of `templateId`: steps whose titles match a completed step of the
   * old instance start completed; the first remaining step takes the old current step's active or paused status.
   */
  private async swapOn(trx: Knex, actor: Actor, templateId: string, entityType: TemplateEntityType, entityId: string): Promise<string> {
    const old = await this.running(trx, actor.orgId, entityType, entityId, true);
    if (!old) {
      throw new ApiError('INVALID_STATE_TRANSITION', `${ENTITIES[entityType].label} ${entityId} runs no template to swap`, {
        data: { entityType, entityId },
        suggestion: 'Start one with POST /api/v1/templates/instances instead.',
      });
    }
    const oldSteps = await this.stepsOf(trx, actor.orgId, old.id);
    const done = new Map(oldSteps.filter((s) => !s.terminal && s.status === 'completed').map((s) => [s.title.trim().toLowerCase(), s]));
    const carried = oldSteps.find((s) => s.status === 'active') ?? oldSteps.find((s) => s.status === 'paused');
    await trx('step_instances').where({ org_id: actor.orgId, instance_id: old.id }).whereIn('status', ['pending', 'active', 'paused'])
      .update({ status: 'cancelled', updated_at: trx.fn.now() });
    await trx('template_instances').where({ org_id: actor.orgId, id: old.id }).update({ status: 'cancelled', ended_at: trx.fn.now(), updated_at: trx.fn.now() });
    const id = await this.startOn(trx, actor, templateId, entityType, entityId, false, 'body.templateId');
    const fresh = await this.stepsOf(trx, actor.orgId, id);
    for (const s of fresh) {
      const match = !s.terminal && done.get(s.title.trim().toLowerCase());
      if (match) {
        await trx('step_instances').where({ org_id: actor.orgId, id: s.id })
          .update({ status: 'completed', started_at: match.started_at, completed_at: match.completed_at, updated_at: trx.fn.now() });
      }
    }
    const next = (await this.stepsOf(trx, actor.orgId, id)).find((s) => !s.terminal && s.status === 'pending');
    // Nothing left to do after the carried-over steps: the instance waits for the entity's own end (set-state
    // completed or a rejection) rather than ending the entity's work by a swap.
    if (carried && next) {
      if (carried.status === 'active') await this.activate(trx, actor.orgId, next);
      else await trx('step_instances').where({ org_id: actor.orgId, id: next.id }).update({ status: 'paused', started_at: trx.fn.now(), updated_at: trx.fn.now() });
    }
    return id;
  }

  /** POST /templates/instances/swap. Needs the entity's update capability. */
  async swap(actor: Actor, input: { templateId: string; entityType: TemplateEntityType; entityId: string }): Promise<TemplateInstance> {
    return this.db.transaction(async (trx) => {
      const entityId = await this.entityId(trx, actor, input.entityType, input.entityId, 'body.entityId');
      requireCapability(actor.capabilities, ENTITIES[input.entityType].update, `Swapping the template of a ${input.entityType}`);
      const id = await this.swapOn(trx, actor, input.templateId, input.entityType, entityId);
      return this.presentInstance(trx, actor, await this.instanceRow(trx, actor.orgId, id));
    });
  }

  /** A step instance with its (locked, running) instance; 404 naming `field`, 409 when the instance has ended. */
  private async stepInstance(trx: Knex, actor: Actor, id: string, field: string): Promise<{ step: StepInstanceRow; inst: InstanceRow }> {
    const step = (await trx('step_instances').where({ org_id: actor.orgId, id }).first()) as StepInstanceRow | undefined;
    if (!step) throw notFound('Step instance', id, '/api/v1/templates/instances/{entityType}/{entityId}', field);
    const inst = (await trx('template_instances').where({ org_id: actor.orgId, id: step.instance_id }).forUpdate().first()) as InstanceRow;
    if (inst.status !== 'running') {
      throw new ApiError('INVALID_STATE_TRANSITION', `The template instance of step ${step.title} has ended (${inst.status})`, {
        data: { instanceId: inst.id, status: inst.status, allowed: [] },
        suggestion: 'Start a new instance with POST /api/v1/templates/instances to run the template again.',
      });
    }
    return { step: (await trx('step_instances').where({ org_id: actor.orgId, id }).first()) as StepInstanceRow, inst };
  }

  private refuseTerminal(step: StepInstanceRow): never {
    throw new ApiError('BUSINESS_RULE_VIOLATION', `The terminal ${step.title} step is reached by the instance, never moved by hand`, {
      data: { stepInstanceId: step.id, terminal: step.terminal },
      suggestion: step.terminal === 'completed'
        ? 'Complete or skip the remaining steps (the instance then lands on Completed), or complete the opportunity with its set-state.'
        : 'Reject the opportunity (POST /api/v1/opportunities/{id}/reject-via-template) to land on Cancelled.',
    });
  }

  /** Moves `step` to `to` by the step machine (and the one-active rule), then advances when it completed or was skipped. */
  private async move(trx: Knex, actor: Actor, inst: InstanceRow, step: StepInstanceRow, to: Move): Promise<void> {
    if (step.terminal) this.refuseTerminal(step);
    const allowed = STEP_MOVES[step.status];
    stepMachine.assert(step.status, to, { subject: `Step ${step.title}` });
    if (to === 'active') {
      const other = (await this.stepsOf(trx, actor.orgId, inst.id)).find((s) => s.status === 'active' && s.id !== step.id);
      if (other) {
        throw new ApiError('INVALID_STATE_TRANSITION', `Step ${other.title} is active; one step is active at a time`, {
          data: { from: step.status, to, activeStepInstanceId: other.id, allowed: allowed.filter((m) => m !== 'active') },
          suggestion: `Hand off with POST /api/v1/templates/handoff {"stepInstanceId": "${step.id}"} (completes ${other.title}), or pause or complete ${other.title} first.`,
        });
      }
      await this.activate(trx, actor.orgId, step);
      return;
    }
    await trx('step_instances').where({ org_id: actor.orgId, id: step.id }).update({
      status: to, updated_at: trx.fn.now(), ...(to === 'completed' ? { completed_at: trx.fn.now() } : {}),
    });
    if (to === 'completed') await this.completed(trx, actor, inst, step.id);
    // Completing or skipping activates the next pending step when none is active or paused (or lands on Completed).
    if (to === 'completed' || to === 'skipped') await this.advance(trx, actor, inst);
  }

  /** PATCH /templates/instances/steps/{id}: status (by the step machine) and/or owner. */
  async updateStepInstance(actor: Actor, id: string, input: { status?: Move; driId?: string | null }): Promise<TemplateInstance> {
    return this.db.transaction(async (trx) => {
      const { step, inst } = await this.stepInstance(trx, actor, id, 'path.stepInstanceId');
      if (step.terminal) this.refuseTerminal(step);
      if (input.driId !== undefined) {
        if (input.driId) await assertUser(trx, actor.orgId, input.driId, 'body.driId');
        await trx('step_instances').where({ org_id: actor.orgId, id }).update({ dri_id: input.driId ? input.driId.toLowerCase() : null, updated_at: trx.fn.now() });
      }
      if (input.status !== undefined && input.status !== step.status) await this.move(trx, actor, inst, step, input.status);
      return this.presentInstance(trx, actor, await this.instanceRow(trx, actor.orgId, inst.id));
    });
  }

  /** POST /templates/handoff: the active step completes (markComplete) or pauses; the target activates; its owner hears. */
  async handoff(actor: Actor, input: { stepInstanceId: string; markComplete?: boolean; message?: string }): Promise<TemplateInstance> {
    return this.db.transaction(async (trx) => {
      const { step: target, inst } = await this.stepInstance(trx, actor, input.stepInstanceId, 'body.stepInstanceId');
      if (target.terminal) this.refuseTerminal(target);
      if (target.status !== 'pending' && target.status !== 'paused') {
        throw new ApiError('INVALID_STATE_TRANSITION', `Step ${target.title} is ${target.status}; a handoff goes to a pending or paused step`, {
          data: { from: target.status, to: 'active', allowed: stepMachine.allowed(target.status) },
          suggestion: 'Pick a pending or paused step of the instance (GET /api/v1/templates/instances/{entityType}/{entityId}).',
        });
      }
      const current = (await this.stepsOf(trx, actor.orgId, inst.id)).find((s) => s.status === 'active');
      if (current) {
        const done = input.markComplete ?? true;
        await trx('step_instances').where({ org_id: actor.orgId, id: current.id })
          .update({ status: done ? 'completed' : 'paused', updated_at: trx.fn.now(), ...(done ? { completed_at: trx.fn.now() } : {}) });
        if (done) await this.completed(trx, actor, inst, current.id);
      }
      await this.activate(trx, actor.orgId, target);
      if (target.dri_id && target.dri_id !== actor.userId) {
        const link = `/api/v1/templates/instances/${inst.entity_type}/${inst.entity_id}`;
        await this.hooks.notifyHandoff?.(trx, actor, target.dri_id, `${actor.name} handed ${target.title} to you`, input.message ?? '', link, inst.entity_type, inst.entity_id);
      }
      return this.presentInstance(trx, actor, await this.instanceRow(trx, actor.orgId, inst.id));
    });
  }

  // ---- the lifecycle of the entities a template drives (called in their write transactions) ----------------

  /**
   * An opportunity's state moved (spec 1 §3.2): in_progress resumes the paused step or activates the next pending
   * one; backlog pauses the active step; completed lands on Completed; cancelled (a rejection) lands on Cancelled.
   * Nothing happens without a running instance.
   */
  async onEntityState(trx: Knex, actor: Actor, entityType: TemplateEntityType, entityId: string, state: 'backlog' | 'in_progress' | 'completed' | 'cancelled'): Promise<void> {
    const inst = await this.running(trx, actor.orgId, entityType, entityId, true);
    if (!inst) return;
    const steps = await this.stepsOf(trx, actor.orgId, inst.id);
    if (state === 'in_progress') {
      if (steps.some((s) => s.status === 'active')) return;
      const next = steps.find((s) => s.status === 'paused') ?? steps.find((s) => !s.terminal && s.status === 'pending');
      if (next) await this.activate(trx, actor.orgId, next);
    } else if (state === 'backlog') {
      await trx('step_instances').where({ org_id: actor.orgId, instance_id: inst.id, status: 'active' }).update({ status: 'paused', updated_at: trx.fn.now() });
    } else {
      await this.land(trx, actor, inst, state, { quiet: true });
    }
  }

  /** Removes the instances of deleted entities (a task and its subtasks). */
  async removeFor(trx: Knex, orgId: string, entityType: TemplateEntityType, entityIds: string[]): Promise<void> {
    if (entityIds.length) await trx('template_instances').where({ org_id: orgId, entity_type: entityType }).whereIn('entity_id', entityIds).delete();
  }

  /** 404 naming `field` unless `templateId` is a template of the org. */
  async assertTemplate(db: Knex, actor: Actor, templateId: string, field: string): Promise<void> {
    await this.row(db, actor, templateId, field);
  }
}
