/**
 * The `template_instances` table (spec 1 §2.10, §3.2; spec 2 §4.13): a template applied to an opportunity, task or
 * customer (entity_type + entity_id), running until it lands on Completed or Cancelled. Its row, the row →
 * TemplateInstance mapper and its queries; every query is scoped by org_id. Its steps are `step_instances`
 * (stepInstances.ts); the step machine and the landing rules are the service's.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';

type TemplateInstance = Schema<'TemplateInstance'>;
type TemplateEntityType = Schema<'TemplateEntityType'>;

/** A template_instances row as selected (`select *`). */
export interface InstanceRow {
  org_id: string;
  id: string;
  template_id: string | null;
  template_name: string;
  entity_type: TemplateEntityType;
  entity_id: string;
  status: TemplateInstance['status'];
  created_at: Date;
  updated_at: Date;
  ended_at: Date | null;
}

/**
 * Row → API shape, with its steps already mapped and the current step chosen. templateId is null once the template
 * was deleted (an ended instance keeps its copy), which the document's TemplateInstance does not state yet.
 */
export const toTemplateInstance = (inst: InstanceRow, steps: TemplateInstance['steps'], currentStep: TemplateInstance['currentStep']): TemplateInstance =>
  ({
    id: inst.id,
    orgId: inst.org_id,
    templateId: inst.template_id ?? null,
    templateName: inst.template_name,
    entityType: inst.entity_type,
    entityId: inst.entity_id,
    status: inst.status,
    currentStep,
    steps,
    createdAt: iso(inst.created_at)!,
    updatedAt: iso(inst.updated_at)!,
    endedAt: iso(inst.ended_at),
  }) as TemplateInstance;

/** Instance `id` of the org, locked FOR UPDATE when `forUpdate`; undefined when none. */
export async function findInstance(db: Knex, orgId: string, id: string, forUpdate = false): Promise<InstanceRow | undefined> {
  const q = db('template_instances').where({ org_id: orgId, id });
  return (await (forUpdate ? q.forUpdate() : q).first()) as InstanceRow | undefined;
}

/** The running instance of the entity (locked FOR UPDATE when `forUpdate`), else undefined. */
export async function findRunningInstance(
  db: Knex,
  orgId: string,
  entityType: TemplateEntityType,
  entityId: string,
  forUpdate = false,
): Promise<InstanceRow | undefined> {
  const q = db('template_instances').where({ org_id: orgId, entity_type: entityType, entity_id: entityId, status: 'running' });
  return (await (forUpdate ? q.forUpdate() : q).first()) as InstanceRow | undefined;
}

/** The entity's running instance, else its latest (created_at, then id); undefined when it never had one. */
export async function findLatestInstance(db: Knex, orgId: string, entityType: TemplateEntityType, entityId: string): Promise<InstanceRow | undefined> {
  return (await db('template_instances')
    .where({ org_id: orgId, entity_type: entityType, entity_id: entityId })
    .orderByRaw(`(status = 'running') DESC, created_at DESC, id DESC`)
    .first()) as InstanceRow | undefined;
}

/** As findLatestInstance, only the columns an onboarding shows. */
export async function findLatestInstanceSummary(
  db: Knex,
  orgId: string,
  entityType: TemplateEntityType,
  entityId: string,
): Promise<Pick<InstanceRow, 'id' | 'template_id' | 'template_name' | 'status'> | undefined> {
  return db('template_instances')
    .select('id', 'template_id', 'template_name', 'status')
    .where({ org_id: orgId, entity_type: entityType, entity_id: entityId })
    .orderByRaw(`(status = 'running') DESC, created_at DESC, id DESC`)
    .first();
}

/** The entities running an instance of template `templateId`. */
export async function listRunningEntitiesOf(db: Knex, orgId: string, templateId: string): Promise<Pick<InstanceRow, 'entity_type' | 'entity_id'>[]> {
  return (await db('template_instances').select('entity_type', 'entity_id').where({ org_id: orgId, template_id: templateId, status: 'running' })) as Pick<
    InstanceRow,
    'entity_type' | 'entity_id'
  >[];
}

/** Inserts a running instance and returns its row. */
export async function insertInstance(
  trx: Knex,
  orgId: string,
  values: { template_id: string; template_name: string; entity_type: TemplateEntityType; entity_id: string; created_by: string },
): Promise<InstanceRow> {
  const [inst] = await trx('template_instances')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return inst as InstanceRow;
}

/** Ends instance `id` with `status` (ended_at now). */
export async function endInstance(trx: Knex, orgId: string, id: string, status: 'completed' | 'cancelled'): Promise<void> {
  await trx('template_instances').where({ org_id: orgId, id }).update({ status, ended_at: trx.fn.now(), updated_at: trx.fn.now() });
}

/** Deletes the instances (their step instances cascade) of `entityIds` of `entityType`; nothing for no ids. */
export async function deleteInstancesFor(trx: Knex, orgId: string, entityType: TemplateEntityType, entityIds: string[]): Promise<void> {
  if (entityIds.length) await trx('template_instances').where({ org_id: orgId, entity_type: entityType }).whereIn('entity_id', entityIds).delete();
}
