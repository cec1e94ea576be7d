/**
 * Built-in delivery metrics (issue 17 §3; spec 1 §2.4, spec 2 §4.6). metrics.builtin_id and builtin_params came
 * with 20261210000000_direction; this adds what computing and refreshing them needs:
 * - metric_values_system_week: one system reading per metric and recordedAt, so a refresh that runs again (a retry,
 *   a second run for the same night) rewrites the week's reading instead of adding a second one.
 * - activities_task_time: task activity rows by time, per org (the readings are computed from the task history in
 *   a window of weeks; the existing index is per entity).
 * - builtin_metric_runs: one row per scheduled nightly refresh (the cron timestamp): when it started, how many
 *   times a job began it (`starts`, 1 unless it was retried), when it finished and how many metrics it refreshed.
 *   Not tenant data: the run covers every org.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE UNIQUE INDEX metric_values_system_week ON metric_values (org_id, metric_id, recorded_at) WHERE source = 'system'`);
  await knex.raw(`CREATE INDEX activities_task_time ON activities (org_id, created_at) WHERE entity_type = 'task' AND subject IS NULL`);
  await knex.schema.createTable('builtin_metric_runs', (t) => {
    t.specificType('scheduled_for', 'timestamptz(3)').primary();
    t.integer('starts').notNullable().defaultTo(1);
    t.specificType('started_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.specificType('finished_at', 'timestamptz(3)');
    t.integer('metrics');
    t.text('worker');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('builtin_metric_runs');
  await knex.raw('DROP INDEX IF EXISTS activities_task_time');
  await knex.raw('DROP INDEX IF EXISTS metric_values_system_week');
}
