/**
 * What the template services share: the step machine's moves, the entity types a template drives, row shapes
 * and the hooks into the entities (wired in services/index.ts).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { stepMachine } from '../core/machines/step.js';
import type { ListOrder } from '../repositories/paging.js';

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

export const LIST: ListOrder = { name: 'templates', direction: 'asc', keys: [{ expr: 'name', type: 'text' }, { expr: 'id', type: 'uuid' }] };
export const LIST_HREF = '/api/v1/templates';

/** Where each entity type lives, who may change it, and its owner column (for role-based DRIs). */
export const ENTITIES: Record<TemplateEntityType, { table?: string; update: string; owner?: string; label: string; list: string }> = {
  opportunity: { table: 'opportunities', update: 'opportunity:update', owner: 'lead_id', label: 'Opportunity', list: '/api/v1/opportunities' },
  task: { table: 'tasks', update: 'task:update', owner: 'owner_id', label: 'Task', list: '/api/v1/tasks' },
  customer: { update: 'customer:update', label: 'Customer', list: '/api/v1/customers' },
};

/** A templates row as selected (`select *`). */
export type TemplateRow = {
  org_id: string; id: string; name: string; description: string; default_entity_type: TemplateEntityType; is_default: boolean;
  created_by: string; created_at: Date; updated_at: Date;
};
export interface StepRow {
  id: string; template_id: string; title: string; description: string; position: number; default_dri_user_id: string | null;
  default_dri_role: string | null; sla_hours: number | null; terminal: 'completed' | 'cancelled' | null;
}
export interface InstanceRow {
  org_id: string; id: string; template_id: string | null; template_name: string; entity_type: TemplateEntityType; entity_id: string;
  status: TemplateInstance['status']; created_at: Date; updated_at: Date; ended_at: Date | null;
}
export interface StepInstanceRow {
  id: string; instance_id: string; step_id: string | null; title: string; description: string; position: number; terminal: 'completed' | 'cancelled' | null;
  status: StepStatus; dri_id: string | null; sla_hours: number | null; started_at: Date | null; due_at: Date | null; completed_at: Date | null;
}

export interface StepInput {
  title?: string; description?: string; defaultDriUserId?: string | null; defaultDriRole?: string | null; slaHours?: number | null; position?: number;
}

export const toStep = (r: StepRow): TemplateStep => ({
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
   * markComplete, or the customer's own advance — in the write's transaction.
   */
  stepCompleted?: (trx: Knex, actor: Actor, step: CompletedStep) => Promise<void>;
  /** A customer's instance landed on Completed through its steps: the customer becomes live. */
  customerCompleted?: (trx: Knex, actor: Actor, customerId: string) => Promise<void>;
  /** Tells a step's new owner about a handoff (in the write's transaction). */
  notifyHandoff?: (trx: Knex, actor: Actor, userId: string, title: string, body: string, linkUrl: string, entityType: string, entityId: string) => Promise<void>;
}

