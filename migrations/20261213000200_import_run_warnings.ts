/**
 * import_runs.warnings (issue 19 §1, from a new user's review): what an import noticed without refusing a row (a
 * Linear status name it did not know, references left empty, columns it ignored) is kept on the run, so
 * GET /import-runs/{id} shows it after the CLI's output is gone.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE import_runs ADD COLUMN warnings jsonb NOT NULL DEFAULT '[]'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE import_runs DROP COLUMN warnings');
}
