/**
 * Customer lifecycle and delivery promises (issue 14; spec 1 §2.8, §3.2; spec 2 §4.8, §4.11, §4.12, §7).
 *
 * - step_instances.arr_tranche / task_id: an onboarding milestone's ARR tranche (unlocked when it completes) and its
 *   main task. Work attached to a milestone is tasks.onboarding_step_instance_id and customer_opportunities pinned to it.
 * - customer_reviews: stored pre-meeting digests (sections as JSON, narrative).
 * - insight_patterns / insight_pattern_members: clusters of similar unjudged insights with stable ids; members added
 *   by link-insights are pinned and survive re-clustering. A trigram index over verbatim and interpretation serves
 *   similar insights and clustering.
 * - cycles: team iterations; an exclusion constraint keeps one team's cycles from overlapping (btree_gist).
 *   tasks.cycle_id schedules a task (SET NULL when its cycle goes).
 * - promise_breaks: acknowledged PROMISE_BREAKS (task moved past a customer deadline), read by claims (broken),
 *   the customer feed (kind promise_break) and reviews.
 * The activity trigger records cycles on their team (subject cycle), reviews on their customer (subject review)
 * and promise breaks on their insight (subject promise_break).
 */
import type { Knex } from 'knex';

const TRACKED: [table: string, type: string, idColumn: string, subject: string | null, entityTable: string][] = [
  ['cycles', 'team', 'team_id', 'cycle', 'teams'],
  ['customer_reviews', 'customer', 'customer_id', 'review', 'customers'],
  ['promise_breaks', 'insight', 'insight_id', 'promise_break', 'insights'],
];

export async function up(knex: Knex): Promise<void> {
  const stamp = (t: Knex.CreateTableBuilder, col: string) => t.specificType(col, 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
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

  await knex.schema.alterTable('step_instances', (t) => {
    t.decimal('arr_tranche', 16, 2);
    t.uuid('task_id');
    ref(t, 'task_id', 'tasks', 'SET NULL');
  });
  await knex.raw('ALTER TABLE step_instances ADD CONSTRAINT step_instances_arr_tranche CHECK (arr_tranche >= 0)');
  await knex.raw('CREATE INDEX tasks_onboarding_step ON tasks (org_id, onboarding_step_instance_id) WHERE onboarding_step_instance_id IS NOT NULL');
  await knex.raw('CREATE INDEX customer_opportunities_step ON customer_opportunities (org_id, step_instance_id) WHERE step_instance_id IS NOT NULL');

  await knex.schema.createTable('customer_reviews', (t) => {
    tenant(t);
    t.uuid('customer_id').notNullable();
    t.date('from_date').notNullable();
    t.date('to_date').notNullable();
    t.jsonb('sections').notNullable();
    t.text('narrative').notNullable();
    t.uuid('created_by_id');
    stamp(t, 'created_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'customer_id', 'created_at']);
    ref(t, 'customer_id', 'customers', 'CASCADE');
    ref(t, 'created_by_id', 'users', 'SET NULL');
  });

  await knex.raw(`CREATE INDEX insights_text_trgm ON insights USING gin ((verbatim || ' ' || coalesce(interpretation, '')) gin_trgm_ops)`);
  await knex.schema.createTable('insight_patterns', (t) => {
    tenant(t);
    t.text('label').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.uuid('opportunity_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'status']);
    ref(t, 'opportunity_id', 'opportunities', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE insight_patterns ADD CONSTRAINT insight_patterns_status CHECK (status IN ('open', 'dismissed', 'promoted', 'attached'))`);
  await knex.schema.createTable('insight_pattern_members', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('pattern_id').notNullable();
    t.uuid('insight_id').notNullable();
    t.boolean('pinned').notNullable().defaultTo(false);
    stamp(t, 'created_at');
    t.primary(['org_id', 'pattern_id', 'insight_id']);
    t.index(['org_id', 'insight_id']);
    ref(t, 'pattern_id', 'insight_patterns', 'CASCADE');
    ref(t, 'insight_id', 'insights', 'CASCADE');
  });

  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await knex.schema.createTable('cycles', (t) => {
    tenant(t);
    t.uuid('team_id').notNullable();
    t.integer('number').notNullable();
    t.text('name').notNullable();
    t.date('starts_on').notNullable();
    t.date('ends_on').notNullable();
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'team_id', 'number']);
    ref(t, 'team_id', 'teams', 'CASCADE');
  });
  await knex.raw('ALTER TABLE cycles ADD CONSTRAINT cycles_dates CHECK (ends_on >= starts_on)');
  await knex.raw(
    `ALTER TABLE cycles ADD CONSTRAINT cycles_no_overlap EXCLUDE USING gist (org_id WITH =, team_id WITH =, daterange(starts_on, ends_on, '[]') WITH &&)`,
  );
  await knex.schema.alterTable('tasks', (t) => {
    t.uuid('cycle_id');
    t.index(['org_id', 'cycle_id']);
    ref(t, 'cycle_id', 'cycles', 'SET NULL');
  });

  await knex.schema.createTable('promise_breaks', (t) => {
    tenant(t);
    t.uuid('task_id').notNullable();
    t.uuid('insight_id').notNullable();
    t.uuid('customer_id').notNullable();
    t.date('deadline').notNullable();
    t.date('new_date');
    t.uuid('from_cycle_id');
    t.uuid('to_cycle_id');
    t.uuid('acknowledged_by_id');
    stamp(t, 'created_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'insight_id']);
    t.index(['org_id', 'customer_id', 'created_at']);
    ref(t, 'task_id', 'tasks', 'CASCADE');
    ref(t, 'insight_id', 'insights', 'CASCADE');
    ref(t, 'customer_id', 'customers', 'CASCADE');
    ref(t, 'acknowledged_by_id', 'users', 'SET NULL');
  });

  await knex.raw('ALTER TABLE customer_updates DROP CONSTRAINT customer_updates_kind');
  await knex.raw(`ALTER TABLE customer_updates ADD CONSTRAINT customer_updates_kind CHECK (kind IN ('note', 'decision', 'promise_break'))`);

  for (const [table, type, idColumn, subject, entityTable] of TRACKED) {
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', '${idColumn}', '${subject ?? ''}', '${entityTable}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE customer_updates DROP CONSTRAINT customer_updates_kind');
  await knex.raw(`DELETE FROM customer_updates WHERE kind = 'promise_break'`);
  await knex.raw(`ALTER TABLE customer_updates ADD CONSTRAINT customer_updates_kind CHECK (kind IN ('note', 'decision'))`);
  await knex.schema.dropTableIfExists('promise_breaks');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropForeign(['org_id', 'cycle_id']);
    t.dropIndex(['org_id', 'cycle_id']);
    t.dropColumn('cycle_id');
  });
  for (const table of ['cycles', 'insight_pattern_members', 'insight_patterns', 'customer_reviews']) await knex.schema.dropTableIfExists(table);
  await knex.raw('DROP INDEX IF EXISTS insights_text_trgm, tasks_onboarding_step, customer_opportunities_step');
  await knex.schema.alterTable('step_instances', (t) => {
    t.dropForeign(['org_id', 'task_id']);
    t.dropColumn('task_id');
    t.dropColumn('arr_tranche');
  });
}
