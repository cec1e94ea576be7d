/**
 * CHECK constraints for the core tables' enumerated columns (issue 19 §1). The API has always validated them, but
 * the first migrations left them unchecked in the database; an import writes rows without the API, so the database
 * now refuses a value the API would never write (an import records such a row as refused, with the constraint's
 * name as the reason). Values are the OpenAPI document's enums (TaskStatus, priority, ObjectiveStatus,
 * OpportunityState, OrgRole, vision kind, objective link kinds, dataSourceType, CommentEntityType).
 */
import type { Knex } from 'knex';

const CHECKS: [table: string, name: string, column: string, values: string[]][] = [
  ['tasks', 'tasks_status', 'status', ['backlog', 'todo', 'in_progress', 'completed', 'cancelled', 'duplicate']],
  ['tasks', 'tasks_priority', 'priority', ['low', 'medium', 'high', 'urgent']],
  ['objectives', 'objectives_status', 'status', ['active', 'achieved', 'abandoned']],
  ['opportunities', 'opportunities_state', 'state', ['backlog', 'in_progress', 'completed', 'cancelled']],
  ['users', 'users_org_role', 'org_role', ['engineer', 'pm', 'em', 'executive', 'admin', 'sales', 'operations']],
  ['visions', 'visions_kind', 'kind', ['company', 'product']],
  ['objective_links', 'objective_links_kind', 'kind', ['primary', 'supporting']],
  ['opportunity_objectives', 'opportunity_objectives_kind', 'kind', ['primary', 'supporting']],
  ['metrics', 'metrics_data_source_type', 'data_source_type', ['manual', 'integration', 'system']],
  ['comments', 'comments_entity_type', 'entity_type', ['vision', 'objective', 'metric', 'opportunity', 'task']],
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, name, column, values] of CHECKS) {
    await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${name} CHECK (${column} IN (${values.map((v) => `'${v}'`).join(', ')}))`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, name] of CHECKS) await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
}
