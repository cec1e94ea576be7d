/**
 * Template instances: a template applied to an opportunity, task or customer, its step instances and their
 * moves (the step machine, spec 1 §3.2), handoffs, and landing on Completed or Cancelled — the rules are in
 * templates.ts. TemplateService owns one and hands its public methods through.
 */
import { findEntityOwner } from '../repositories/users.js';
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound, requireCapability } from '../core/errors.js';
import { findIdInOrg } from '../repositories/refs.js';
import type { RequestBody } from '../core/api.js';
import { updateOpportunity } from '../repositories/opportunities.js';
import { updateTask } from '../repositories/tasks.js';
import {
  deleteInstancesFor,
  endInstance,
  findInstance,
  findLatestInstance,
  findRunningInstance,
  insertInstance,
  toTemplateInstance,
} from '../repositories/templateInstances.js';
import {
  activateStepInstance,
  cancelOpenStepInstances,
  findStepInstance,
  insertStepInstances,
  landStepInstances,
  listStepInstances,
  pauseActiveStepInstance,
  toStepInstance,
  updateStepInstance,
} from '../repositories/stepInstances.js';
import { assertUser } from './common.js';
import { stepMachine } from '../core/machines/step.js';
import {
  ENTITIES,
  STEP_MOVES,
  type InstanceRow,
  type Move,
  type StepInstanceRow,
  type StepRow,
  type TemplateEntityType,
  type TemplateHooks,
  type TemplateInstance,
  type TemplateRow,
} from './templateModel.js';

/** What instances need of the templates themselves (TemplateService). */
export interface TemplateRows {
  row(db: Knex, actor: Actor, id: string, field?: string, lock?: boolean): Promise<TemplateRow>;
  steps(db: Knex, orgId: string, templateIds: string[]): Promise<Map<string, StepRow[]>>;
}

export class TemplateInstances {
  constructor(
    private readonly db: Knex,
    private readonly hooks: TemplateHooks,
    private readonly templates: TemplateRows,
  ) {}

  /** The entity's UUID (the pipeline resolved its ref) if a row of the org has it; 404 naming `field` when absent. */
  async entityId(db: Knex, actor: Actor, type: TemplateEntityType, id: string, field: string): Promise<string> {
    const e = ENTITIES[type];
    const found = await findIdInOrg(db, type === 'opportunity' ? 'opportunities' : type === 'task' ? 'tasks' : 'customers', actor.orgId, id);
    if (!found) throw notFound(e.label, id, e.list, field);
    return found;
  }

  async presentInstance(db: Knex, actor: Actor, inst: InstanceRow): Promise<TemplateInstance> {
    const rows = await listStepInstances(db, actor.orgId, inst.id);
    const active = rows.some((r) => r.status === 'active');
    // Ended instances and terminal steps offer no move; while a step is active, no other may become active.
    const steps = rows.map((r) =>
      toStepInstance(r, inst.status !== 'running' || r.terminal ? [] : STEP_MOVES[r.status].filter((m) => m !== 'active' || !active)),
    );
    const current =
      inst.status !== 'running'
        ? null
        : (steps.find((s) => s.status === 'active') ??
          steps.find((s) => s.status === 'paused') ??
          steps.find((s) => s.status === 'pending' && !s.terminal) ??
          null);
    return toTemplateInstance(inst, steps, current);
  }

  /** Instance `id`, which the caller has just written (so it exists). */
  async instanceRow(db: Knex, orgId: string, id: string): Promise<InstanceRow> {
    return (await findInstance(db, orgId, id)) as InstanceRow;
  }

  /** The running instance of the entity, else undefined. `lock` takes it for update. */
  running(db: Knex, orgId: string, entityType: TemplateEntityType, entityId: string, lock = false): Promise<InstanceRow | undefined> {
    return findRunningInstance(db, orgId, entityType, entityId, lock);
  }

  /** GET /templates/instances/{entityType}/{entityId}: the running instance, else the latest; 404 when none. */
  async instanceOf(actor: Actor, entityType: TemplateEntityType, idOrRef: string): Promise<TemplateInstance> {
    const entityId = await this.entityId(this.db, actor, entityType, idOrRef, 'path.entityId');
    const inst = await findLatestInstance(this.db, actor.orgId, entityType, entityId);
    if (!inst) {
      throw new ApiError('NOT_FOUND', `${ENTITIES[entityType].label} ${idOrRef} runs no template`, {
        details: [{ field: 'path.entityId', message: 'has no template instance' }],
        suggestion: 'Start one with POST /api/v1/templates/instances {"templateId", "entityType", "entityId"}.',
      });
    }
    return this.presentInstance(this.db, actor, inst);
  }

  /** The owner of a new step instance (module comment). */
  async dri(trx: Knex, actor: Actor, step: StepRow, entityType: TemplateEntityType, entityId: string): Promise<string | null> {
    if (step.default_dri_user_id) return step.default_dri_user_id;
    const e = ENTITIES[entityType];
    if (!step.default_dri_role || !e.table || !e.owner) return null;
    // The entity's lead or owner.
    const row = await findEntityOwner(trx, e.table, e.owner, actor.orgId, entityId);
    return row && row.org_role === step.default_dri_role ? row.id : null;
  }

  async activate(trx: Knex, orgId: string, s: StepInstanceRow): Promise<void> {
    await activateStepInstance(trx, orgId, s);
  }

  stepsOf(trx: Knex, orgId: string, instanceId: string): Promise<StepInstanceRow[]> {
    return listStepInstances(trx, orgId, instanceId);
  }

  /**
   * Ends the instance on its terminal step `landing`: with `skipRest`, non-terminal steps not yet done are skipped
   * first. Completed lands completed (an opportunity on it becomes completed unless `quiet`), Cancelled lands cancelled.
   */
  async land(trx: Knex, actor: Actor, inst: InstanceRow, landing: 'completed' | 'cancelled', opts: { quiet?: boolean } = {}): Promise<void> {
    await landStepInstances(trx, actor.orgId, inst.id, landing);
    await endInstance(trx, actor.orgId, inst.id, landing);
    if (landing === 'completed' && !opts.quiet && inst.entity_type === 'opportunity') await this.hooks.opportunityCompleted?.(trx, actor, inst.entity_id);
    if (landing === 'completed' && !opts.quiet && inst.entity_type === 'customer') await this.hooks.customerCompleted?.(trx, actor, inst.entity_id);
  }

  /** Tells the customer hook that `stepId` of `inst` completed (customers only: their milestones unlock ARR). */
  async completed(trx: Knex, actor: Actor, inst: InstanceRow, stepId: string): Promise<void> {
    if (inst.entity_type === 'customer')
      await this.hooks.stepCompleted?.(trx, actor, { id: stepId, instanceId: inst.id, entityType: inst.entity_type, entityId: inst.entity_id });
  }

  /** After the active step completed or was skipped: the next pending step becomes active, else the instance lands on Completed. */
  async advance(trx: Knex, actor: Actor, inst: InstanceRow): Promise<void> {
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
  async startOn(
    trx: Knex,
    actor: Actor,
    templateId: string,
    entityType: TemplateEntityType,
    entityId: string,
    activate: boolean,
    field: string,
  ): Promise<string> {
    const t = await this.templates.row(trx, actor, templateId, field);
    if (await this.running(trx, actor.orgId, entityType, entityId, true)) {
      throw new ApiError('INVALID_STATE_TRANSITION', `${ENTITIES[entityType].label} ${entityId} already runs a template`, {
        data: { entityType, entityId },
        suggestion: 'Swap it with POST /api/v1/templates/instances/swap, or read it with GET /api/v1/templates/instances/{entityType}/{entityId}.',
      });
    }
    const inst = await insertInstance(trx, actor.orgId, {
      template_id: t.id,
      template_name: t.name,
      entity_type: entityType,
      entity_id: entityId,
      created_by: actor.userId,
    });
    const steps = (await this.templates.steps(trx, actor.orgId, [t.id])).get(t.id) ?? [];
    const rows: Parameters<typeof insertStepInstances>[2] = [];
    for (const s of steps) {
      rows.push({
        instance_id: inst.id,
        step_id: s.id,
        title: s.title,
        description: s.description,
        position: s.position,
        terminal: s.terminal,
        sla_hours: s.sla_hours,
        dri_id: s.terminal ? null : await this.dri(trx, actor, s, entityType, entityId),
      });
    }
    await insertStepInstances(trx, actor.orgId, rows);
    if (activate) {
      const first = (await this.stepsOf(trx, actor.orgId, inst.id)).find((s) => !s.terminal);
      // A template of terminal steps only has nothing to activate: the instance waits for the entity's own end.
      if (first) await this.activate(trx, actor.orgId, first);
    }
    if (entityType === 'opportunity') await updateOpportunity(trx, actor.orgId, entityId, { workflow_id: t.id });
    else if (entityType === 'task') await updateTask(trx, actor.orgId, entityId, { workflow_id: t.id });
    return inst.id;
  }

  /** POST /templates/instances. Needs the entity's update capability. */
  async start(actor: Actor, input: RequestBody<'startTemplateInstance'>): Promise<TemplateInstance> {
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
  async swapOn(trx: Knex, actor: Actor, templateId: string, entityType: TemplateEntityType, entityId: string): Promise<string> {
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
    await cancelOpenStepInstances(trx, actor.orgId, old.id);
    await endInstance(trx, actor.orgId, old.id, 'cancelled');
    const id = await this.startOn(trx, actor, templateId, entityType, entityId, false, 'body.templateId');
    const fresh = await this.stepsOf(trx, actor.orgId, id);
    for (const s of fresh) {
      const match = !s.terminal && done.get(s.title.trim().toLowerCase());
      if (match) {
        await updateStepInstance(trx, actor.orgId, s.id, { status: 'completed', started_at: match.started_at, completed_at: match.completed_at });
      }
    }
    const next = (await this.stepsOf(trx, actor.orgId, id)).find((s) => !s.terminal && s.status === 'pending');
    // Nothing left to do after the carried-over steps: the instance waits for the entity's own end (set-state
    // completed or a rejection) rather than ending the entity's work by a swap.
    if (carried && next) {
      if (carried.status === 'active') await this.activate(trx, actor.orgId, next);
      else await updateStepInstance(trx, actor.orgId, next.id, { status: 'paused', started_at: trx.fn.now() });
    }
    return id;
  }

  /** POST /templates/instances/swap. Needs the entity's update capability. */
  async swap(actor: Actor, input: RequestBody<'swapTemplateInstance'>): Promise<TemplateInstance> {
    return this.db.transaction(async (trx) => {
      const entityId = await this.entityId(trx, actor, input.entityType, input.entityId, 'body.entityId');
      requireCapability(actor.capabilities, ENTITIES[input.entityType].update, `Swapping the template of a ${input.entityType}`);
      const id = await this.swapOn(trx, actor, input.templateId, input.entityType, entityId);
      return this.presentInstance(trx, actor, await this.instanceRow(trx, actor.orgId, id));
    });
  }

  /** A step instance with its (locked, running) instance; 404 naming `field`, 409 when the instance has ended. */
  async stepInstance(trx: Knex, actor: Actor, id: string, field: string): Promise<{ step: StepInstanceRow; inst: InstanceRow }> {
    const step = await findStepInstance(trx, actor.orgId, id);
    if (!step) throw notFound('Step instance', id, '/api/v1/templates/instances/{entityType}/{entityId}', field);
    const inst = (await findInstance(trx, actor.orgId, step.instance_id, true)) as InstanceRow;
    if (inst.status !== 'running') {
      throw new ApiError('INVALID_STATE_TRANSITION', `The template instance of step ${step.title} has ended (${inst.status})`, {
        data: { instanceId: inst.id, status: inst.status, allowed: [] },
        suggestion: 'Start a new instance with POST /api/v1/templates/instances to run the template again.',
      });
    }
    // Read again under the instance's lock: a concurrent move may have changed it meanwhile.
    return { step: (await findStepInstance(trx, actor.orgId, id)) as StepInstanceRow, inst };
  }

  refuseTerminal(step: StepInstanceRow): never {
    throw new ApiError('BUSINESS_RULE_VIOLATION', `The terminal ${step.title} step is reached by the instance, never moved by hand`, {
      data: { stepInstanceId: step.id, terminal: step.terminal },
      suggestion:
        step.terminal === 'completed'
          ? 'Complete or skip the remaining steps (the instance then lands on Completed), or complete the opportunity with its set-state.'
          : 'Reject the opportunity (POST /api/v1/opportunities/{id}/reject-via-template) to land on Cancelled.',
    });
  }

  /** Moves `step` to `to` by the step machine (and the one-active rule), then advances when it completed or was skipped. */
  async move(trx: Knex, actor: Actor, inst: InstanceRow, step: StepInstanceRow, to: Move): Promise<void> {
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
    await updateStepInstance(trx, actor.orgId, step.id, { status: to, ...(to === 'completed' ? { completed_at: trx.fn.now() } : {}) });
    if (to === 'completed') await this.completed(trx, actor, inst, step.id);
    // Completing or skipping activates the next pending step when none is active or paused (or lands on Completed).
    if (to === 'completed' || to === 'skipped') await this.advance(trx, actor, inst);
  }

  /** PATCH /templates/instances/steps/{id}: status (by the step machine) and/or owner. */
  async updateStepInstance(actor: Actor, id: string, input: RequestBody<'updateStepInstance'>): Promise<TemplateInstance> {
    return this.db.transaction(async (trx) => {
      const { step, inst } = await this.stepInstance(trx, actor, id, 'path.stepInstanceId');
      if (step.terminal) this.refuseTerminal(step);
      if (input.driId !== undefined) {
        if (input.driId) await assertUser(trx, actor.orgId, input.driId, 'body.driId');
        await updateStepInstance(trx, actor.orgId, id, { dri_id: input.driId ? input.driId.toLowerCase() : null });
      }
      if (input.status !== undefined && input.status !== step.status) await this.move(trx, actor, inst, step, input.status);
      return this.presentInstance(trx, actor, await this.instanceRow(trx, actor.orgId, inst.id));
    });
  }

  /** POST /templates/handoff: the active step completes (markComplete) or pauses; the target activates; its owner hears. */
  async handoff(actor: Actor, input: RequestBody<'handoffTemplateStep'>): Promise<TemplateInstance> {
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
        await updateStepInstance(trx, actor.orgId, current.id, { status: done ? 'completed' : 'paused', ...(done ? { completed_at: trx.fn.now() } : {}) });
        if (done) await this.completed(trx, actor, inst, current.id);
      }
      await this.activate(trx, actor.orgId, target);
      if (target.dri_id && target.dri_id !== actor.userId) {
        const link = `/api/v1/templates/instances/${inst.entity_type}/${inst.entity_id}`;
        await this.hooks.notifyHandoff?.(
          trx,
          actor,
          target.dri_id,
          `${actor.name} handed ${target.title} to you`,
          input.message ?? '',
          link,
          inst.entity_type,
          inst.entity_id,
        );
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
  async onEntityState(
    trx: Knex,
    actor: Actor,
    entityType: TemplateEntityType,
    entityId: string,
    state: 'backlog' | 'in_progress' | 'completed' | 'cancelled',
  ): Promise<void> {
    const inst = await this.running(trx, actor.orgId, entityType, entityId, true);
    if (!inst) return;
    const steps = await this.stepsOf(trx, actor.orgId, inst.id);
    if (state === 'in_progress') {
      if (steps.some((s) => s.status === 'active')) return;
      const next = steps.find((s) => s.status === 'paused') ?? steps.find((s) => !s.terminal && s.status === 'pending');
      if (next) await this.activate(trx, actor.orgId, next);
    } else if (state === 'backlog') {
      await pauseActiveStepInstance(trx, actor.orgId, inst.id);
    } else {
      await this.land(trx, actor, inst, state, { quiet: true });
    }
  }

  /** Removes the instances of deleted entities (a task and its subtasks). */
  async removeFor(trx: Knex, orgId: string, entityType: TemplateEntityType, entityIds: string[]): Promise<void> {
    await deleteInstancesFor(trx, orgId, entityType, entityIds);
  }
}
