/**
 * The `templates` table (spec 1 §2.10; spec 2 §4.13): its row, the row → Template mapper and its queries. Every
 * query is scoped by org_id; a lookup answers undefined for a row that is absent or in another org (the service
 * decides the 404). The template's steps are `template_steps` (templateSteps.ts).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Template = Schema<'Template'>;
type TemplateEntityType = Schema<'TemplateEntityType'>;

/** A templates row as selected (`select *`). */
export interface TemplateRow {
  org_id: string;
  id: string;
  name: string;
  description: string;
  default_entity_type: TemplateEntityType;
  is_default: boolean;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

/** Row → API shape, with its steps already mapped (by position). */
export const toTemplate = (r: TemplateRow, steps: Template['steps']): Template => ({
  id: r.id,
  orgId: r.org_id,
  name: r.name,
  description: r.description,
  defaultEntityType: r.default_entity_type,
  isDefault: r.is_default,
  steps,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /templates order: name, then id. */
export const TEMPLATE_LIST: ListOrder = {
  name: 'templates',
  direction: 'asc',
  keys: [
    { expr: 'name', type: 'text' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** A page of the org's templates, of `defaultEntityType` when given; by name then id. 400 (from paginate) for a bad cursor. */
export function listTemplates(
  db: Knex,
  orgId: string,
  f: { defaultEntityType?: TemplateEntityType },
  page: { cursor?: string; limit: number },
): Promise<Page<TemplateRow>> {
  const query = db('templates').select('*').where('org_id', orgId);
  if (f.defaultEntityType) query.andWhere('default_entity_type', f.defaultEntityType);
  return paginate<TemplateRow & Record<string, unknown>>(query, TEMPLATE_LIST, page);
}

/** Template `id` (a UUID) of the org, locked FOR UPDATE when `forUpdate`; undefined when none. */
export async function findTemplate(db: Knex, orgId: string, id: string, forUpdate = false): Promise<TemplateRow | undefined> {
  const q = db('templates').where({ org_id: orgId, id });
  return (await (forUpdate ? q.forUpdate() : q).first()) as TemplateRow | undefined;
}

/** The org's default template of `entityType`, or undefined. */
export async function findDefaultTemplate(db: Knex, orgId: string, entityType: TemplateEntityType): Promise<TemplateRow | undefined> {
  return db('templates').where({ org_id: orgId, default_entity_type: entityType, is_default: true }).first();
}

/** The id of the org's default template of `entityType` (its name too), or undefined. */
export async function findDefaultTemplateRef(db: Knex, orgId: string, entityType: TemplateEntityType): Promise<Pick<TemplateRow, 'id' | 'name'> | undefined> {
  return db('templates').select('id', 'name').where({ org_id: orgId, default_entity_type: entityType, is_default: true }).first();
}

/** Template `id` (lower-cased) of the org with its name and entity type, or undefined. */
export async function findTemplateKind(db: Knex, orgId: string, id: string): Promise<Pick<TemplateRow, 'id' | 'name' | 'default_entity_type'> | undefined> {
  return db('templates').select('id', 'name', 'default_entity_type').where({ org_id: orgId, id: id.toLowerCase() }).first();
}

/** Inserts a template (not the default) and returns its id. */
export async function insertTemplate(
  trx: Knex,
  orgId: string,
  values: { name: string; description: string; default_entity_type: TemplateEntityType; created_by: string },
): Promise<string> {
  const [t] = await trx('templates')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return t.id as string;
}

/** Sets columns of template `id` and its updated_at; the number of rows changed. */
export function updateTemplate(
  trx: Knex,
  orgId: string,
  id: string,
  patch: { name?: string; description?: string; is_default?: boolean } = {},
): Promise<number> {
  return trx('templates')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Makes template `id` the org's one default of `entityType`: any other default of that type stops being one. */
export async function setDefaultTemplate(trx: Knex, orgId: string, id: string, entityType: string): Promise<void> {
  await trx('templates')
    .where({ org_id: orgId, default_entity_type: entityType, is_default: true })
    .whereNot('id', id)
    .update({ is_default: false, updated_at: trx.fn.now() });
  await trx('templates').where({ org_id: orgId, id }).update({ is_default: true, updated_at: trx.fn.now() });
}

/** Deletes template `id` (its steps cascade; ended instances keep their copy); the number deleted. */
export function deleteTemplate(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('templates').where({ org_id: orgId, id }).delete();
}

/** What uses template `id`: entities on it (workflow_id) or running an instance of it, by type, and its running instances. */
export interface TemplateUsageCounts {
  total: number;
  opportunity: number;
  task: number;
  customer: number;
  running: number;
}

/**
 * The usage of template `id`: opportunities and tasks whose workflow_id it is, and entities running an instance of it,
 * each entity counted once.
 */
export async function templateUsage(db: Knex, orgId: string, id: string): Promise<TemplateUsageCounts> {
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
    [orgId, id, orgId, id, orgId, id, orgId, id],
  );
  return rows[0] as TemplateUsageCounts;
}
