/**
 * Delivery configuration (issue 11; spec 1 §2.10, §3.2; spec 2 §4.13): workflow templates with ordered steps and
 * their running instances, categories, PRD templates and tags, and the references opportunities, tasks and teams
 * make to them.
 *
 * - templates: `default_entity_type` opportunity | task | customer; at most one default per entity type
 *   (unique partial index). template_steps: ordered by `position`; the last two are the system-managed terminal steps
 *   (`terminal` completed | cancelled), created with the template.
 * - template_instances: one template applied to one entity (entity_type, entity_id); at most one running per
 *   entity (unique partial index), older ones stay as history (template_id null once their template is deleted). step_instances: a copy of each step (title, position,
 *   DRI, due time from the SLA) with its status pending | active | paused | completed | skipped | cancelled.
 * - categories: `slug` derived from the label at creation, unique per org; the system Bug and Incident categories
 *   are made for every org by a trigger on `orgs`, and here for the orgs that exist.
 * - tags: name unique per org case-insensitively. prd_templates: `team_id` null = org-wide.
 * - opportunities.rejection_category / rejection_reason record a rejection (reject-via-template).
 * Foreign keys make every reference stay inside its org; deleting a referenced category or template is refused by
 * the services first (409 naming the usage), the keys are the safety net.
 */
import type { Knex } from 'knex';

const TRACKED: [table: string, type: string, idColumn: string, subject: string | null, entityTable: string][] = [
  ['templates', 'template', 'id', null, 'templates'],
  ['template_steps', 'template', 'template_id', 'step', 'templates'],
  ['categories', 'category', 'id', null, 'categories'],
  ['tags', 'tag', 'id', null, 'tags'],
  ['prd_templates', 'prd_template', 'id', null, 'prd_templates'],
];

export async function up(knex: Knex): Promise<void> {
  const ts = (t: Knex.CreateTableBuilder) => {
    t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.specificType('updated_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
  };
  const ref = (t: Knex.CreateTableBuilder, col: string, table: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT') =>
    t
      .foreign(['org_id', col])
      .references(['org_id', 'id'])
      .inTable(table)
      .onDelete((onDelete === 'SET NULL' ? `SET NULL (${col})` : onDelete) as 'CASCADE');
  const tenant = (t: Knex.CreateTableBuilder) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
  };

  await knex.schema.createTable('templates', (t) => {
    tenant(t);
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('default_entity_type').notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.uuid('created_by');
    ts(t);
    t.primary(['org_id', 'id']);
    ref(t, 'created_by', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE templates ADD CONSTRAINT templates_entity_type CHECK (default_entity_type IN ('opportunity', 'task', 'customer'))`);
  await knex.raw('CREATE UNIQUE INDEX templates_one_default ON templates (org_id, default_entity_type) WHERE is_default');

  await knex.schema.createTable('template_steps', (t) => {
    tenant(t);
    t.uuid('template_id').notNullable();
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.integer('position').notNullable();
    t.uuid('default_dri_user_id');
    t.text('default_dri_role');
    t.integer('sla_hours');
    t.text('terminal');
    ts(t);
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'template_id', 'position']);
    ref(t, 'template_id', 'templates', 'CASCADE');
    ref(t, 'default_dri_user_id', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE template_steps ADD CONSTRAINT template_steps_terminal CHECK (terminal IS NULL OR terminal IN ('completed', 'cancelled'))`);

  await knex.schema.createTable('template_instances', (t) => {
    tenant(t);
    t.uuid('template_id');
    t.text('template_name').notNullable();
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.text('status').notNullable().defaultTo('running');
    t.specificType('ended_at', 'timestamptz(3)');
    t.uuid('created_by');
    ts(t);
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'entity_type', 'entity_id', 'created_at']);
    t.index(['org_id', 'template_id']);
    // An ended instance keeps its copy of the template's name and steps when the template is deleted.
    ref(t, 'template_id', 'templates', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE template_instances ADD CONSTRAINT template_instances_status CHECK (status IN ('running', 'completed', 'cancelled'))`);
  await knex.raw(`CREATE UNIQUE INDEX template_instances_one_running ON template_instances (org_id, entity_type, entity_id) WHERE status = 'running'`);

  await knex.schema.createTable('step_instances', (t) => {
    tenant(t);
    t.uuid('instance_id').notNullable();
    t.uuid('step_id');
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.integer('position').notNullable();
    t.text('terminal');
    t.text('status').notNullable().defaultTo('pending');
    t.uuid('dri_id');
    t.integer('sla_hours');
    t.specificType('started_at', 'timestamptz(3)');
    t.specificType('due_at', 'timestamptz(3)');
    t.specificType('completed_at', 'timestamptz(3)');
    ts(t);
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'instance_id', 'position']);
    ref(t, 'instance_id', 'template_instances', 'CASCADE');
    ref(t, 'step_id', 'template_steps', 'SET NULL');
    ref(t, 'dri_id', 'users', 'SET NULL');
  });
  await knex.raw(
    `ALTER TABLE step_instances ADD CONSTRAINT step_instances_status CHECK (status IN ('pending', 'active', 'paused', 'completed', 'skipped', 'cancelled'))`,
  );

  await knex.schema.createTable('categories', (t) => {
    tenant(t);
    t.text('label').notNullable();
    t.text('slug').notNullable();
    t.text('color').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.boolean('system').notNullable().defaultTo(false);
    ts(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'slug']);
    t.index(['org_id', 'sort_order']);
  });

  await knex.schema.createTable('tags', (t) => {
    tenant(t);
    t.text('name').notNullable();
    t.text('color');
    ts(t);
    t.primary(['org_id', 'id']);
  });
  await knex.raw('CREATE UNIQUE INDEX tags_name ON tags (org_id, lower(name))');
  await knex.raw('CREATE INDEX opportunities_tag_ids ON opportunities USING gin (org_id, tag_ids)');
  await knex.raw('CREATE INDEX tasks_tag_ids ON tasks USING gin (org_id, tag_ids)');

  await knex.schema.createTable('prd_templates', (t) => {
    tenant(t);
    t.text('name').notNullable();
    t.text('content').notNullable().defaultTo('');
    t.uuid('team_id');
    t.uuid('created_by');
    ts(t);
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'team_id']);
    ref(t, 'team_id', 'teams', 'CASCADE');
    ref(t, 'created_by', 'users', 'SET NULL');
  });

  // References from the hierarchy.
  await knex.schema.alterTable('opportunities', (t) => {
    t.text('rejection_category');
    t.text('rejection_reason');
    ref(t, 'workflow_id', 'templates', 'RESTRICT');
    ref(t, 'category_id', 'categories', 'RESTRICT');
    ref(t, 'prd_template_id', 'prd_templates', 'SET NULL');
  });
  await knex.schema.alterTable('tasks', (t) => {
    ref(t, 'workflow_id', 'templates', 'RESTRICT');
    ref(t, 'category_id', 'categories', 'RESTRICT');
    t.index(['org_id', 'parent_task_id', 'subtask_position']);
  });
  await knex.schema.alterTable('teams', (t) => {
    ref(t, 'default_prd_template_id', 'prd_templates', 'SET NULL');
  });

  // System categories for every org, from its creation on.
  const systemCategories = (
    org: string,
  ) => `INSERT INTO categories (org_id, label, slug, color, sort_order, system) SELECT ${org}, v.label, v.slug, v.color, v.sort_order, true
    FROM (VALUES ('Bug', 'bug', '#d73a4a', 0), ('Incident', 'incident', '#b60205', 1)) AS v(label, slug, color, sort_order)`;
  await knex.raw(`
    CREATE FUNCTION sextant_create_system_categories() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      ${systemCategories('NEW.id')};
      RETURN NULL;
    END
    $fn$`);
  await knex.raw('CREATE TRIGGER orgs_system_categories AFTER INSERT ON orgs FOR EACH ROW EXECUTE FUNCTION sextant_create_system_categories()');
  await knex.raw(`${systemCategories('o.id')} CROSS JOIN orgs o`);

  for (const [table, type, idColumn, subject, entityTable] of TRACKED) {
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', '${idColumn}', '${subject ?? ''}', '${entityTable}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS orgs_system_categories ON orgs');
  await knex.raw('DROP FUNCTION IF EXISTS sextant_create_system_categories()');
  await knex.schema.alterTable('teams', (t) => t.dropForeign(['org_id', 'default_prd_template_id']));
  await knex.schema.alterTable('tasks', (t) => {
    t.dropForeign(['org_id', 'workflow_id']);
    t.dropForeign(['org_id', 'category_id']);
    t.dropIndex(['org_id', 'parent_task_id', 'subtask_position']);
  });
  await knex.schema.alterTable('opportunities', (t) => {
    t.dropForeign(['org_id', 'workflow_id']);
    t.dropForeign(['org_id', 'category_id']);
    t.dropForeign(['org_id', 'prd_template_id']);
    t.dropColumn('rejection_category');
    t.dropColumn('rejection_reason');
  });
  await knex.raw('DROP INDEX IF EXISTS opportunities_tag_ids');
  await knex.raw('DROP INDEX IF EXISTS tasks_tag_ids');
  for (const t of ['step_instances', 'template_instances', 'template_steps', 'templates', 'categories', 'tags', 'prd_templates'])
    await knex.schema.dropTableIfExists(t);
}
