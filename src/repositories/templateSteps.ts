/**
 * The `template_steps` table (spec 1 §2.10; spec 2 §4.13): a template's ordered steps, the last two the terminal
 * Completed and Cancelled (`terminal` not null). Its row, the row → TemplateStep mapper and its queries; every query
 * is scoped by org_id. Which steps may change is the service's rule.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';

type TemplateStep = Schema<'TemplateStep'>;

/** A template_steps row as selected (the columns a step is read by). */
export interface StepRow {
  id: string;
  template_id: string;
  title: string;
  description: string;
  position: number;
  default_dri_user_id: string | null;
  default_dri_role: string | null;
  sla_hours: number | null;
  terminal: 'completed' | 'cancelled' | null;
}

/** The columns a write may set on a step. */
export interface StepValues {
  title?: string;
  description?: string;
  default_dri_user_id?: string | null;
  default_dri_role?: string | null;
  sla_hours?: number | null;
}

/** Row → API shape; `system` is true for the terminal steps. */
export const toTemplateStep = (r: StepRow): TemplateStep => ({
  id: r.id,
  templateId: r.template_id,
  title: r.title,
  description: r.description,
  position: r.position,
  defaultDriUserId: r.default_dri_user_id,
  defaultDriRole: r.default_dri_role,
  slaHours: r.sla_hours,
  terminal: r.terminal,
  system: r.terminal !== null,
});

/** The steps of `templateIds`, each template's by position then id (an empty map for no ids). */
export async function listTemplateSteps(db: Knex, orgId: string, templateIds: string[]): Promise<Map<string, StepRow[]>> {
  const out = new Map<string, StepRow[]>();
  if (!templateIds.length) return out;
  const rows = (await db('template_steps')
    .select('*')
    .where('org_id', orgId)
    .whereIn('template_id', templateIds)
    .orderBy([{ column: 'position' }, { column: 'id' }])) as StepRow[];
  for (const r of rows) out.set(r.template_id, [...(out.get(r.template_id) ?? []), r]);
  return out;
}

/** The ids of template `templateId`'s non-terminal steps, by position then id. */
export async function listNonTerminalStepIds(trx: Knex, orgId: string, templateId: string): Promise<string[]> {
  return (
    (await trx('template_steps')
      .select('id')
      .where({ org_id: orgId, template_id: templateId })
      .whereNull('terminal')
      .orderBy([{ column: 'position' }, { column: 'id' }])) as { id: string }[]
  ).map((r) => r.id);
}

/** The ids of template `templateId`'s terminal steps, by position. */
export async function listTerminalStepIds(trx: Knex, orgId: string, templateId: string): Promise<string[]> {
  return (
    (await trx('template_steps').select('id').where({ org_id: orgId, template_id: templateId }).whereNotNull('terminal').orderBy('position')) as {
      id: string;
    }[]
  ).map((r) => r.id);
}

/** Step `id` of the org, locked FOR UPDATE; undefined when none. */
export async function lockTemplateStep(trx: Knex, orgId: string, id: string): Promise<StepRow | undefined> {
  return (await trx('template_steps').where({ org_id: orgId, id }).forUpdate().first()) as StepRow | undefined;
}

/** Inserts steps of the org (each with its template_id and position); nothing for no rows. */
export async function insertTemplateSteps(
  trx: Knex,
  orgId: string,
  rows: (StepValues & { template_id: string; position: number; terminal?: string | null })[],
): Promise<void> {
  await trx('template_steps').insert(rows.map((r) => ({ ...r, org_id: orgId })));
}

/** Inserts one step and returns its id. */
export async function insertTemplateStep(trx: Knex, orgId: string, values: StepValues & { template_id: string; position: number }): Promise<string> {
  const [step] = await trx('template_steps')
    .insert({ ...values, org_id: orgId })
    .returning('id');
  return step.id as string;
}

/** Sets columns of step `id` and its updated_at; the number of rows changed. */
export function updateTemplateStep(trx: Knex, orgId: string, id: string, patch: StepValues): Promise<number> {
  return trx('template_steps')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Sets the position of step `id` (its updated_at untouched). */
export async function setTemplateStepPosition(trx: Knex, orgId: string, id: string, position: number): Promise<void> {
  await trx('template_steps').where({ org_id: orgId, id }).update({ position });
}

/** Deletes step `id`; the number deleted. */
export function deleteTemplateStep(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('template_steps').where({ org_id: orgId, id }).delete();
}
