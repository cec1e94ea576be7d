/**
 * Core hierarchy (issue 2 §3; spec 1 §2): orgs, users, API keys, teams, visions (+versions), objectives
 * (+alignment links), metrics (+values), opportunities (+objective links), tasks (+assignments).
 *
 * Every tenant table leads its primary key and indexes with org_id, and references other tenant rows through
 * (org_id, id) pairs, so a row can never point into another org. Timestamps carry millisecond precision so
 * keyset cursors (which round-trip through JS Dates) are exact.
 */
import type { Knex } from 'knex';

const ts = (t: Knex.CreateTableBuilder, name: string) => t.timestamp(name, { useTz: true, precision: 3 });

export async function up(knex: Knex): Promise<void> {
  const stamps = (t: Knex.CreateTableBuilder) => {
    ts(t, 'created_at').notNullable().defaultTo(knex.raw('now()'));
    ts(t, 'updated_at').notNullable().defaultTo(knex.raw('now()'));
  };
  const ref = (t: Knex.CreateTableBuilder, col: string, table: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' = 'RESTRICT') => {
    // SET NULL on a composite key would null org_id too: Postgres 15+ supports naming the columns to null.
    const action = onDelete === 'SET NULL' ? `SET NULL (${col})` : onDelete;
    t.foreign(['org_id', col])
      .references(['org_id', 'id'])
      .inTable(table)
      .onDelete(action as 'CASCADE');
  };

  await knex.schema.createTable('orgs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    stamps(t);
  });

  await knex.schema.createTable('org_counters', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.text('entity').notNullable();
    t.bigInteger('value').notNullable();
    t.primary(['org_id', 'entity']);
  });

  await knex.schema.createTable('users', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('org_role').notNullable();
    t.uuid('org_role_id');
    t.decimal('salary_monthly', 14, 2);
    t.text('salary_currency');
    t.integer('weekly_hours');
    stamps(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'email']);
    t.index(['org_id', 'name', 'id']);
  });

  await knex.schema.createTable('api_keys', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable();
    t.text('role').notNullable();
    t.specificType('capabilities', 'text[]').notNullable();
    t.text('key_hash').notNullable().unique(); // looked up before the org is known
    t.text('hint').notNullable();
    ts(t, 'revoked_at');
    stamps(t);
    t.primary(['org_id', 'id']);
    ref(t, 'user_id', 'users', 'CASCADE');
  });

  await knex.schema.createTable('teams', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('prefix').notNullable();
    t.uuid('default_prd_template_id');
    stamps(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'prefix']);
    t.index(['org_id', 'name', 'id']);
  });

  await knex.schema.createTable('team_members', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('team_id').notNullable();
    t.uuid('user_id').notNullable();
    ts(t, 'created_at').notNullable().defaultTo(knex.raw('now()'));
    t.primary(['org_id', 'team_id', 'user_id']);
    t.index(['org_id', 'user_id']);
    ref(t, 'team_id', 'teams', 'CASCADE');
    ref(t, 'user_id', 'users', 'CASCADE');
  });

  await knex.schema.createTable('visions', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('number').notNullable();
    t.text('name').notNullable();
    t.text('kind').notNullable();
    t.text('narrative').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.uuid('owner_id');
    stamps(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'number']);
    ref(t, 'owner_id', 'users', 'SET NULL');
  });
  // One company vision per org (spec 1 §2.2).
  await knex.raw(`create unique index visions_one_company on visions (org_id) where kind = 'company'`);

  await knex.schema.createTable('vision_versions', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('vision_id').notNullable();
    t.integer('version').notNullable();
    t.text('name').notNullable();
    t.text('narrative').notNullable();
    t.text('change_note').notNullable().defaultTo('');
    ts(t, 'created_at').notNullable().defaultTo(knex.raw('now()'));
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'vision_id', 'version']);
    ref(t, 'vision_id', 'visions', 'CASCADE');
  });

  await knex.schema.createTable('metrics', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('number').notNullable();
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.double('current_value');
    t.text('unit').notNullable();
    t.text('data_source_type').notNullable().defaultTo('manual');
    t.jsonb('data_source_config');
    t.uuid('steward_id');
    stamps(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'number']);
    t.index(['org_id', 'steward_id']);
    ref(t, 'steward_id', 'users', 'SET NULL');
  });

  await knex.schema.createTable('metric_values', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('metric_id').notNullable();
    t.double('value').notNullable();
    ts(t, 'recorded_at').notNullable();
    t.text('note').notNullable().defaultTo('');
    t.text('source').notNullable();
    t.uuid('created_by');
    ts(t, 'created_at').notNullable().defaultTo(knex.raw('now()'));
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'metric_id', 'recorded_at', 'id']);
    ref(t, 'metric_id', 'metrics', 'CASCADE');
    ref(t, 'created_by', 'users', 'SET NULL');
  });

  await knex.schema.createTable('objectives', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('number').notNullable();
    t.uuid('vision_id').notNullable();
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.uuid('metric_id');
    t.text('target_operator');
    t.decimal('target_numeric', 30, 10);
    t.decimal('start_numeric', 30, 10);
    t.uuid('dri_id').notNullable();
    ts(t, 'deadline');
    t.text('horizon');
    t.text('status').notNullable().defaultTo('active');
    t.integer('vision_version').notNullable();
    t.text('vision_path').notNullable();
    stamps(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'number']);
    t.index(['org_id', 'vision_id', 'number']);
    t.index(['org_id', 'metric_id']);
    t.index(['org_id', 'dri_id']);
    ref(t, 'vision_id', 'visions', 'RESTRICT');
    ref(t, 'metric_id', 'metrics', 'SET NULL');
    ref(t, 'dri_id', 'users', 'RESTRICT');
  });

  await knex.schema.createTable('objective_links', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('child_id').notNullable();
    t.uuid('parent_id').notNullable();
    t.text('kind').notNullable(); // primary | supporting
    ts(t, 'created_at').notNullable().defaultTo(knex.raw('now()'));
    t.primary(['org_id', 'child_id', 'parent_id']);
    t.index(['org_id', 'parent_id']);
    ref(t, 'child_id', 'objectives', 'CASCADE');
    ref(t, 'parent_id', 'objectives', 'CASCADE');
  });
  // At most one primary parent (spec 1 §2.3).
  await knex.raw(`create unique index objective_links_one_primary on objective_links (org_id, child_id) where kind = 'primary'`);

  await knex.schema.createTable('opportunities', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('number').notNullable();
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('content').notNullable().defaultTo('');
    t.decimal('estimated_cost', 16, 2);
    t.uuid('lead_id');
    t.uuid('team_id');
    t.uuid('workflow_id');
    t.text('state').notNullable().defaultTo('backlog');
    t.text('vision_path');
    t.integer('queue_position');
    t.date('due_date');
    t.uuid('category_id');
    t.specificType('tag_ids', 'uuid[]').notNullable().defaultTo('{}');
    t.uuid('prd_template_id');
    t.uuid('created_by');
    stamps(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'number']);
    t.index(['org_id', 'state', 'number']);
    t.index(['org_id', 'team_id', 'number']);
    ref(t, 'lead_id', 'users', 'SET NULL');
    ref(t, 'team_id', 'teams', 'SET NULL');
  });
  await knex.raw(`create index opportunities_vision_path on opportunities (org_id, vision_path text_pattern_ops)`);

  await knex.schema.createTable('opportunity_objectives', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('opportunity_id').notNullable();
    t.uuid('objective_id').notNullable();
    t.text('kind').notNullable();
    ts(t, 'created_at').notNullable().defaultTo(knex.raw('now()'));
    t.primary(['org_id', 'opportunity_id', 'objective_id']);
    t.index(['org_id', 'objective_id']);
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'objective_id', 'objectives', 'CASCADE');
  });
  await knex.raw(`create unique index opportunity_objectives_one_primary on opportunity_objectives (org_id, opportunity_id) where kind = 'primary'`);

  await knex.schema.createTable('tasks', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('number').notNullable();
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('content').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('backlog');
    t.text('priority').notNullable().defaultTo('medium');
    t.uuid('opportunity_id');
    t.uuid('team_id');
    t.uuid('owner_id');
    t.uuid('category_id');
    t.uuid('parent_task_id');
    t.integer('subtask_position');
    t.text('subtask_mode').notNullable().defaultTo('standalone');
    t.uuid('workflow_id');
    t.uuid('onboarding_step_instance_id');
    t.integer('estimate_minutes');
    ts(t, 'due_date');
    t.specificType('tag_ids', 'uuid[]').notNullable().defaultTo('{}');
    t.text('vision_path');
    t.uuid('created_by');
    stamps(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'number']);
    t.index(['org_id', 'opportunity_id', 'number']);
    t.index(['org_id', 'status', 'number']);
    t.index(['org_id', 'team_id', 'number']);
    t.index(['org_id', 'owner_id', 'number']);
    ref(t, 'opportunity_id', 'opportunities', 'SET NULL');
    ref(t, 'team_id', 'teams', 'SET NULL');
    ref(t, 'owner_id', 'users', 'SET NULL');
    ref(t, 'parent_task_id', 'tasks', 'SET NULL');
  });
  await knex.raw(`create index tasks_vision_path on tasks (org_id, vision_path text_pattern_ops)`);

  await knex.schema.createTable('task_assignments', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('task_id').notNullable();
    t.uuid('user_id').notNullable();
    t.decimal('estimated_hours', 10, 2);
    stamps(t);
    t.primary(['org_id', 'task_id', 'user_id']);
    t.index(['org_id', 'user_id']);
    ref(t, 'task_id', 'tasks', 'CASCADE');
    ref(t, 'user_id', 'users', 'CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const t of [
    'task_assignments',
    'tasks',
    'opportunity_objectives',
    'opportunities',
    'objective_links',
    'objectives',
    'metric_values',
    'metrics',
    'vision_versions',
    'visions',
    'team_members',
    'teams',
    'api_keys',
    'users',
    'org_counters',
    'orgs',
  ]) {
    await knex.schema.dropTableIfExists(t);
  }
}
