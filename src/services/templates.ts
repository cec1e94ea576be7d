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
import { replaceTaskWorkflow } from '../repositories/tasks.js';
import { replaceOpportunityWorkflow } from '../repositories/opportunities.js';
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import type { QueryParams, RequestBody } from '../core/api.js';
import type { Page } from '../repositories/paging.js';
import {
  deleteTemplate,
  findDefaultTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  setDefaultTemplate,
  templateUsage,
  toTemplate,
  updateTemplate,
  type TemplateRow,
} from '../repositories/templates.js';
import {
  deleteTemplateStep,
  insertTemplateStep,
  insertTemplateSteps,
  listNonTerminalStepIds,
  listTemplateSteps,
  listTerminalStepIds,
  lockTemplateStep,
  setTemplateStepPosition,
  toTemplateStep,
  updateTemplateStep,
  type StepRow,
  type StepValues,
} from '../repositories/templateSteps.js';
import { listRunningEntitiesOf } from '../repositories/templateInstances.js';
import { assertUser } from './common.js';
import { LIST_HREF, TERMINALS, type StepInput, type Template, type TemplateEntityType, type TemplateHooks, type TemplateUsage } from './templateModel.js';
import { TemplateInstances } from './templateInstances.js';

export * from './templateModel.js';

export class TemplateService {
  /** The instances this service's templates drive (their methods are handed through below). */
  readonly instances: TemplateInstances;

  constructor(
    private readonly db: Knex,
    hooks: TemplateHooks = {},
  ) {
    this.instances = new TemplateInstances(db, hooks, this);
  }

  // ---- templates -------------------------------------------------------------------------------------------

  /** The steps of `templateIds`, by position (for instances too). */
  steps(db: Knex, orgId: string, templateIds: string[]): Promise<Map<string, StepRow[]>> {
    return listTemplateSteps(db, orgId, templateIds);
  }

  private async present(db: Knex, orgId: string, rows: TemplateRow[]): Promise<Template[]> {
    const steps = await this.steps(
      db,
      orgId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toTemplate(r, (steps.get(r.id) ?? []).map(toTemplateStep)));
  }

  /** The template row; 404 naming `field`. */
  async row(db: Knex, actor: Actor, id: string, field = 'path.id', lock = false): Promise<TemplateRow> {
    const row = await findTemplate(db, actor.orgId, id, lock);
    if (!row) throw notFound('Template', id, LIST_HREF, field);
    return row;
  }

  private async one(db: Knex, actor: Actor, id: string): Promise<Template> {
    return (await this.present(db, actor.orgId, [await this.row(db, actor, id)]))[0];
  }

  /** GET /templates: by name; optional defaultEntityType. */
  async list(actor: Actor, q: QueryParams<'listTemplates'> & { limit: number }): Promise<Page<Template>> {
    const page = await listTemplates(this.db, actor.orgId, { defaultEntityType: q.defaultEntityType }, q);
    return { rows: await this.present(this.db, actor.orgId, page.rows), nextCursor: page.nextCursor };
  }

  get(actor: Actor, id: string): Promise<Template> {
    return this.one(this.db, actor, id);
  }

  /** GET /templates/default/{entityType}: 404 when none is the default. */
  async getDefault(actor: Actor, entityType: TemplateEntityType): Promise<Template> {
    const row = await findDefaultTemplate(this.db, actor.orgId, entityType);
    if (!row) {
      throw new ApiError('NOT_FOUND', `No default template for ${entityType}`, {
        details: [{ field: 'path.entityType', message: 'has no default template' }],
        suggestion: `Make one the default with PATCH /api/v1/templates/{id} {"isDefault": true} (templates of ${entityType}: GET /api/v1/templates?defaultEntityType=${entityType}).`,
      });
    }
    return (await this.present(this.db, actor.orgId, [row]))[0];
  }

  private async stepColumns(trx: Knex, actor: Actor, s: StepInput, field: string): Promise<StepValues> {
    const c: StepValues = {};
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
    await setDefaultTemplate(trx, actor.orgId, id, entityType);
  }

  /** POST /templates: the steps given (each DRI defaulting to the caller), then Completed and Cancelled. */
  async create(actor: Actor, input: RequestBody<'createTemplate'>): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const id = await insertTemplate(trx, actor.orgId, {
        name: input.name,
        description: input.description ?? '',
        default_entity_type: input.defaultEntityType,
        created_by: actor.userId,
      });
      const steps = input.steps ?? [];
      const rows: Parameters<typeof insertTemplateSteps>[2] = [];
      for (const [i, s] of steps.entries()) {
        const c = await this.stepColumns(trx, actor, s, `body.steps.${i}`);
        rows.push({ default_dri_user_id: actor.userId, ...c, template_id: id, position: i + 1 });
      }
      TERMINALS.forEach((term, i) =>
        rows.push({ template_id: id, title: term.title, description: term.description, terminal: term.terminal, position: steps.length + i + 1 }),
      );
      await insertTemplateSteps(trx, actor.orgId, rows);
      if (input.isDefault) await this.makeDefault(trx, actor, id, input.defaultEntityType);
      return this.one(trx, actor, id);
    });
  }

  /** PATCH /templates/{id}: name, description, isDefault. */
  async update(actor: Actor, id: string, input: RequestBody<'updateTemplate'>): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const t = await this.row(trx, actor, id, 'path.id', true);
      const c: Parameters<typeof updateTemplate>[3] = {};
      if (input.name !== undefined) c.name = input.name;
      if (input.description !== undefined) c.description = input.description;
      if (input.isDefault === false) c.is_default = false;
      if (Object.keys(c).length) await updateTemplate(trx, actor.orgId, id, c);
      if (input.isDefault === true && !t.is_default) await this.makeDefault(trx, actor, id, t.default_entity_type);
      return this.one(trx, actor, id);
    });
  }

  /** GET /templates/{id}/usage: entities on it (workflowId) or running an instance of it. */
  async usage(actor: Actor, id: string, db: Knex = this.db): Promise<TemplateUsage> {
    await this.row(db, actor, id);
    const u = await templateUsage(db, actor.orgId, id);
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
      await deleteTemplate(trx, actor.orgId, id);
      return { id, deleted: true as const };
    });
  }

  /** Rewrites positions: the non-terminal steps in `order`, then the terminal steps. */
  private async renumber(trx: Knex, orgId: string, templateId: string, order: string[]): Promise<void> {
    const all = [...order, ...(await listTerminalStepIds(trx, orgId, templateId))];
    for (const [i, stepId] of all.entries()) await setTemplateStepPosition(trx, orgId, stepId, i + 1);
  }

  private nonTerminalOrder(trx: Knex, orgId: string, templateId: string): Promise<string[]> {
    return listNonTerminalStepIds(trx, orgId, templateId);
  }

  /** POST /templates/{id}/steps: before the terminal steps, at `position` (1-based; default last). */
  async addStep(actor: Actor, id: string, input: RequestBody<'addTemplateStep'>): Promise<Template> {
    return this.db.transaction(async (trx) => {
      await this.row(trx, actor, id, 'path.id', true);
      const c = await this.stepColumns(trx, actor, input, 'body');
      const stepId = await insertTemplateStep(trx, actor.orgId, { default_dri_user_id: actor.userId, ...c, template_id: id, position: 0 });
      const order = (await this.nonTerminalOrder(trx, actor.orgId, id)).filter((s) => s !== stepId);
      order.splice(Math.min((input.position ?? order.length + 1) - 1, order.length), 0, stepId);
      await this.renumber(trx, actor.orgId, id, order);
      await updateTemplate(trx, actor.orgId, id);
      return this.one(trx, actor, id);
    });
  }

  private async stepRow(trx: Knex, actor: Actor, stepId: string, what: 'changed' | 'deleted'): Promise<StepRow> {
    const step = await lockTemplateStep(trx, actor.orgId, stepId);
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
  async updateStep(actor: Actor, stepId: string, input: RequestBody<'updateTemplateStep'>): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const step = await this.stepRow(trx, actor, stepId, 'changed');
      const c = await this.stepColumns(trx, actor, input, 'body');
      if (Object.keys(c).length) await updateTemplateStep(trx, actor.orgId, stepId, c);
      if (input.position !== undefined) {
        const order = (await this.nonTerminalOrder(trx, actor.orgId, step.template_id)).filter((s) => s !== stepId);
        order.splice(Math.min(input.position - 1, order.length), 0, stepId);
        await this.renumber(trx, actor.orgId, step.template_id, order);
      }
      await updateTemplate(trx, actor.orgId, step.template_id);
      return this.one(trx, actor, step.template_id);
    });
  }

  /** DELETE /templates/steps/{stepId}: non-terminal steps only; later steps move up. */
  async deleteStep(actor: Actor, stepId: string): Promise<Template> {
    return this.db.transaction(async (trx) => {
      const step = await this.stepRow(trx, actor, stepId, 'deleted');
      await deleteTemplateStep(trx, actor.orgId, stepId);
      await this.renumber(trx, actor.orgId, step.template_id, await this.nonTerminalOrder(trx, actor.orgId, step.template_id));
      await updateTemplate(trx, actor.orgId, step.template_id);
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
      const running = await listRunningEntitiesOf(trx, actor.orgId, id);
      for (const r of running) await this.instances.swapOn(trx, actor, replacementId, r.entity_type, r.entity_id);
      // The entities on it move with it.
      await replaceOpportunityWorkflow(trx, actor.orgId, id, replacementId);
      await replaceTaskWorkflow(trx, actor.orgId, id, replacementId);
      return this.usage(actor, replacementId, trx);
    });
  }

  // ---- instances (TemplateInstances) ------------------------------------------------------------------------

  entityId(...a: Parameters<TemplateInstances['entityId']>) {
    return this.instances.entityId(...a);
  }
  running(...a: Parameters<TemplateInstances['running']>) {
    return this.instances.running(...a);
  }
  instanceOf(...a: Parameters<TemplateInstances['instanceOf']>) {
    return this.instances.instanceOf(...a);
  }
  startOn(...a: Parameters<TemplateInstances['startOn']>) {
    return this.instances.startOn(...a);
  }
  start(...a: Parameters<TemplateInstances['start']>) {
    return this.instances.start(...a);
  }
  swap(...a: Parameters<TemplateInstances['swap']>) {
    return this.instances.swap(...a);
  }
  updateStepInstance(...a: Parameters<TemplateInstances['updateStepInstance']>) {
    return this.instances.updateStepInstance(...a);
  }
  handoff(...a: Parameters<TemplateInstances['handoff']>) {
    return this.instances.handoff(...a);
  }
  onEntityState(...a: Parameters<TemplateInstances['onEntityState']>) {
    return this.instances.onEntityState(...a);
  }
  removeFor(...a: Parameters<TemplateInstances['removeFor']>) {
    return this.instances.removeFor(...a);
  }

  /** 404 naming `field` unless `templateId` is a template of the org. */
  async assertTemplate(db: Knex, actor: Actor, templateId: string, field: string): Promise<void> {
    await this.row(db, actor, templateId, field);
  }
}
