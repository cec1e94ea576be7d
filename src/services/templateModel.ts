/**
 * What the template services share: the step machine's moves, the entity types a template drives, row shapes
 * and the hooks into the entities (wired in services/index.ts).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import type { RequestBody } from '../core/api.js';
import { stepMachine } from '../core/machines/step.js';

export type { TemplateRow } from '../repositories/templates.js';
export type { StepRow } from '../repositories/templateSteps.js';
export type { InstanceRow } from '../repositories/templateInstances.js';
export type { StepInstanceRow } from '../repositories/stepInstances.js';

export type Template = components['schemas']['Template'];
export type TemplateStep = components['schemas']['TemplateStep'];
export type TemplateInstance = components['schemas']['TemplateInstance'];
export type StepInstance = components['schemas']['StepInstance'];
export type TemplateUsage = components['schemas']['TemplateUsage'];
export type TemplateEntityType = components['schemas']['TemplateEntityType'];
export type StepStatus = StepInstance['status'];
export type Move = StepInstance['allowedMoves'][number];

/** The step machine (src/core/machines/step.ts): the statuses each status may move to. */
export const STEP_MOVES = stepMachine.moves as Readonly<Record<StepStatus, readonly Move[]>>;

export const TERMINALS = [
  { title: 'Completed', terminal: 'completed', description: 'The work is done.' },
  { title: 'Cancelled', terminal: 'cancelled', description: 'The work was stopped.' },
] as const;

export const LIST_HREF = '/api/v1/templates';

/** Where each entity type lives, who may change it, and its owner column (for role-based DRIs). */
export const ENTITIES: Record<TemplateEntityType, { table?: string; update: string; owner?: string; label: string; list: string }> = {
  opportunity: { table: 'opportunities', update: 'opportunity:update', owner: 'lead_id', label: 'Opportunity', list: '/api/v1/opportunities' },
  task: { table: 'tasks', update: 'task:update', owner: 'owner_id', label: 'Task', list: '/api/v1/tasks' },
  customer: { update: 'customer:update', label: 'Customer', list: '/api/v1/customers' },
};

/** A step as a create (each of its steps), an add or a step's PATCH gives it. */
export type StepInput = NonNullable<RequestBody<'createTemplate'>['steps']>[number] | RequestBody<'addTemplateStep'> | RequestBody<'updateTemplateStep'>;

/** A step instance that just became completed, with the entity its instance drives. */
export interface CompletedStep {
  id: string;
  instanceId: string;
  entityType: TemplateEntityType;
  entityId: string;
}

/** The hooks into the entities templates drive (wired in services/index.ts). */
export interface TemplateHooks {
  /** An opportunity's instance landed on Completed through its steps: the opportunity becomes completed. */
  opportunityCompleted?: (trx: Knex, actor: Actor, opportunityId: string) => Promise<void>;
  /**
   * A step instance of a customer's instance (its onboarding) became completed — by PATCH of the step, a handoff with
   * markComplete, or the customer's own advance — in the write's transaction.
   */
  stepCompleted?: (trx: Knex, actor: Actor, step: CompletedStep) => Promise<void>;
  /** A customer's instance landed on Completed through its steps: the customer becomes live. */
  customerCompleted?: (trx: Knex, actor: Actor, customerId: string) => Promise<void>;
  /** Tells a step's new owner about a handoff (in the write's transaction). */
  notifyHandoff?: (
    trx: Knex,
    actor: Actor,
    userId: string,
    title: string,
    body: string,
    linkUrl: string,
    entityType: string,
    entityId: string,
  ) => Promise<void>;
}
