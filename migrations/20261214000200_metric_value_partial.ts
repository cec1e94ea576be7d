/**
 * metric_values.partial: a built-in metric's current reading (the week so far, or a trailing window ending at the
 * refresh) is kept as one partial reading per metric, replaced in place by every refresh, so a tracked built-in shows
 * a value at once. Only system readings can be partial; the partial index makes "one per metric" hold under races.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE metric_values ADD COLUMN partial boolean NOT NULL DEFAULT false`);
  await knex.raw(`ALTER TABLE metric_values ADD CONSTRAINT metric_values_partial_system CHECK (NOT partial OR source = 'system')`);
  await knex.raw(`CREATE UNIQUE INDEX metric_values_partial ON metric_values (org_id, metric_id) WHERE partial`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX metric_values_partial');
  await knex.raw('ALTER TABLE metric_values DROP CONSTRAINT metric_values_partial_system');
  await knex.raw('ALTER TABLE metric_values DROP COLUMN partial');
}
