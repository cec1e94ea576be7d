/**
 * Workflow templates, their steps and the instances that drive entities (spec 1 §2.10, §3.2;
 * spec 2 §4.13).
 *
 * A template is ordered steps; its last two are the system-managed terminal steps Completed and Cancelled, created
 * with it and never edited, reordered or deleted (422). Applying a template to an opportunity, task or customer makes
 * an instance: a copy of each step (a step instance) with its owner (DRI) and status.
 *
 * The step machine (the spec leaves it open):
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
 * Customers run templates too (their onboarding); a customer's step owners come from defaultDriUserId only.
 * A customer's step that becomes completed by any path (PATCH of the step, a handoff with markComplete, the
 * customer's advance) calls the stepCompleted hook, and its instance landing on Completed through its steps calls
 * customerCompleted (the customer becoming live); landing by the customer's own complete
 * is quiet, so nothing is applied twice.
 */
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { paginate, type Page } from '../repositories/paging.js';
import { assertUser, iso } from './common.js';
import { LIST, LIST_HREF, TERMINALS, toStep, type StepInput, type StepRow, type TemplateRow, type Template, type TemplateEntityType, type TemplateHooks, type TemplateUsage } from './templateModel.js';
import { TemplateInstances } from './templateInstances.js';

export * from './templateModel.js';

export class TemplateService {
  /** The instances this service's templates drive (their methods are handed through below). */
  readonly instances: TemplateInstances;

  constructor(private readonly db: Knex, hooks: TemplateHooks = {}) {
    this.instances = new TemplateInstances(db, hooks, this);
  }

  // ---- templates -------------------------------------------------------------------------------------------

  /** The steps of `templateIds`, by position (for instances too). */
  async steps(db: Knex, orgId: string, templateIds: string[]): Promise<Map<string, StepRow[]>> {
    const out = new Map<string, StepRow[]>();
    if (!templateIds.length) return out;
    const rows = (await db('template_steps').select('*').where('org_id', orgId).whereIn('template_id', templateIds).orderBy([{ column: 'position' }, { column: 'id' }])) as StepRow[];
    for (const r of rows) out.set(r.template_id, [...(out.get(r.template_id) ?? []), r]);
    return out;
  }

  private async present(db: Knex, orgId: string, rows: TemplateRow[]): Promise<Template[]> {
    const steps = await this.steps(db, orgId, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id, orgId: r.org_id, name: r.name, description: r.description, defaultEntityType: r.default_entity_type, isDefault: r.is_default,
      steps: (steps.get(r.id) ?? []).map(toStep), createdBy: r.created_by, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
    }));
  }

  /** The template row; 404 naming `field`. */
  async row(db: Knex, actor: Actor, id: string, field = 'path.id', lock = false): Promise<TemplateRow> {
    const q = db('templates').where({ org_id: actor.orgId, id });
    const row = (await (lock ? q.forUpdate() : q).first()) as TemplateRow | undefined;
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
    const page = await paginate<TemplateRow>(query, LIST, q);
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
      for (const r of running) await this.instances.swapOn(trx, actor, replacementId, r.entity_type, r.entity_id);
      for (const table of ['opportunities', 'tasks']) {
        await trx(table).where({ org_id: actor.orgId, workflow_id: id }).update({ workflow_id: replacementId, updated_at: trx.fn.now() });
      }
      return this.usage(actor, replacementId, trx);
    });
  }

  // ---- instances (TemplateInstances) ------------------------------------------------------------------------

  entityId(...a: Parameters<TemplateInstances['entityId']>) { return this.instances.entityId(...a); }
  running(...a: Parameters<TemplateInstances['running']>) { return this.instances.running(...a); }
  instanceOf(...a: Parameters<TemplateInstances['instanceOf']>) { return this.instances.instanceOf(...a); }
  startOn(...a: Parameters<TemplateInstances['startOn']>) { return this.instances.startOn(...a); }
  start(...a: Parameters<TemplateInstances['start']>) { return this.instances.start(...a); }
  swap(...a: Parameters<TemplateInstances['swap']>) { return this.instances.swap(...a); }
  updateStepInstance(...a: Parameters<TemplateInstances['updateStepInstance']>) { return this.instances.updateStepInstance(...a); }
  handoff(...a: Parameters<TemplateInstances['handoff']>) { return this.instances.handoff(...a); }
  onEntityState(...a: Parameters<TemplateInstances['onEntityState']>) { return this.instances.onEntityState(...a); }
  removeFor(...a: Parameters<TemplateInstances['removeFor']>) { return this.instances.removeFor(...a); }

  /** 404 naming `field` unless `templateId` is a template of the org. */
  async assertTemplate(db: Knex, actor: Actor, templateId: string, field: string): Promise<void> {
    await this.row(db, actor, templateId, field);
  }
}
