/**
 * Import runs (issue 19 §1; spec 1 §2.10 "Import run", §3.1 import run statuses; spec 2 §4.19 GET /import-runs).
 * - import_runs: one import of a file into an org by the admin CLI (`admin import`): format sextant-json |
 *   linear-csv, source {name, fingerprint, sourceOrgId?, sourceOrgName?, exportedAt?}, status pending → running →
 *   completed | partial | failed (terminal), or paused (SIGINT; the same command resumes), plan [{phase, rows}],
 *   counts [{phase, imported, matched, skipped, refused}], checkpoint {section, offset, batches, at} after every
 *   committed batch, error (one sentence, failed only), timings. At most one unfinished run per org
 *   (import_runs_one_open); the CLI also holds a session advisory lock while it runs, so a run whose process died
 *   (status still running, no lock) is resumable by the same command.
 * - import_mappings: source row → target row, keyed by the source (`sextant:<sourceOrgId>` | `linear:<workspace>`)
 *   and the source row's id (ids are UUIDs, or synthesised UUIDs for Linear's teams, people and labels), so a
 *   resumed run, a re-run after a failure and a later export of the same org never create a row twice. Written in
 *   the batch's own transaction, with the rows and the checkpoint.
 * - import_refusals: rows the import refused, with the reason (never the row's content: import:read readers may not
 *   hold the entity's read capability).
 * - import_fixups: references to rows that come later in the file (a subtask before its parent, a team's default PRD
 *   template, a user's avatar file), inserted as null and set once the whole file is in.
 * - The activity log and the event outbox honour the `sextant.bulk_load` session setting on every table (the core
 *   tables' triggers have since the scale migration): an import writes no activity, notification or webhook event of
 *   its own; the source's history is imported as rows. Every trigger calling sextant_record_activity without the
 *   guard gets it added to its WHEN clause, and activities_emit_event gets one.
 */
import type { Knex } from 'knex';

const GUARD = `current_setting('sextant.bulk_load', true) IS DISTINCT FROM 'on'`;

/** Triggers (oid, name, table, definition) calling `fn` whose definition lacks the bulk-load guard. */
async function unguarded(knex: Knex, fn: string): Promise<{ tgname: string; rel: string; def: string }[]> {
  const { rows } = await knex.raw(
    `SELECT t.tgname, t.tgrelid::regclass::text AS rel, pg_get_triggerdef(t.oid) AS def
       FROM pg_trigger t WHERE NOT t.tgisinternal AND t.tgfoid = ?::regproc AND pg_get_triggerdef(t.oid) NOT LIKE '%sextant.bulk_load%'`,
    [fn],
  );
  return rows;
}

/** The trigger definition with the guard ANDed into its WHEN clause (or a WHEN clause added). */
export function guarded(def: string): string {
  const exec = def.lastIndexOf(' EXECUTE FUNCTION ');
  if (exec < 0) throw new Error(`unexpected trigger definition: ${def}`);
  const head = def.slice(0, exec);
  const tail = def.slice(exec);
  const when = head.indexOf(' WHEN (');
  if (when < 0) return `${head} WHEN (${GUARD})${tail}`;
  return `${head.slice(0, when)} WHEN ((${GUARD}) AND ${head.slice(when + ' WHEN '.length)})${tail}`;
}

export async function up(knex: Knex): Promise<void> {
  const stamp = (t: Knex.CreateTableBuilder, col: string, nullable = false) => {
    const c = t.specificType(col, 'timestamptz(3)');
    if (nullable) c.nullable();
    else c.notNullable().defaultTo(knex.raw('clock_timestamp()'));
  };
  await knex.schema.createTable('import_runs', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('format').notNullable();
    t.jsonb('source').notNullable();
    t.text('source_key').notNullable();
    t.text('fingerprint').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.jsonb('options').notNullable().defaultTo('{}');
    t.jsonb('plan').notNullable().defaultTo('[]');
    t.jsonb('counts').notNullable().defaultTo('[]');
    t.jsonb('checkpoint');
    t.integer('refused').notNullable().defaultTo(0);
    t.text('error');
    stamp(t, 'created_at');
    stamp(t, 'started_at', true);
    stamp(t, 'finished_at', true);
    stamp(t, 'heartbeat_at', true);
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'created_at', 'id'], 'import_runs_list');
  });
  await knex.raw(`ALTER TABLE import_runs ADD CONSTRAINT import_runs_format CHECK (format IN ('sextant-json', 'linear-csv'))`);
  await knex.raw(`ALTER TABLE import_runs ADD CONSTRAINT import_runs_status
    CHECK (status IN ('pending', 'running', 'paused', 'completed', 'partial', 'failed'))`);
  await knex.raw(`CREATE UNIQUE INDEX import_runs_one_open ON import_runs (org_id) WHERE status IN ('pending', 'running', 'paused')`);

  await knex.schema.createTable('import_mappings', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.text('source_key').notNullable();
    t.text('source_id').notNullable();
    t.text('kind').notNullable();
    t.uuid('target_id').notNullable();
    t.integer('source_number');
    t.integer('target_number');
    t.text('outcome').notNullable();
    t.uuid('run_id').notNullable();
    stamp(t, 'created_at');
    t.primary(['org_id', 'source_key', 'source_id']);
    t.index(['org_id', 'run_id']);
  });
  await knex.raw(`ALTER TABLE import_mappings ADD CONSTRAINT import_mappings_outcome CHECK (outcome IN ('created', 'matched'))`);

  await knex.schema.createTable('import_refusals', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('run_id').notNullable();
    t.bigIncrements('seq', { primaryKey: false });
    t.text('phase').notNullable();
    t.text('kind').notNullable();
    t.text('source_id');
    t.text('reason').notNullable();
    stamp(t, 'created_at');
    t.primary(['org_id', 'run_id', 'seq']);
    t.foreign(['org_id', 'run_id']).references(['org_id', 'id']).inTable('import_runs').onDelete('CASCADE');
  });

  await knex.schema.createTable('import_fixups', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('run_id').notNullable();
    t.text('table_name').notNullable();
    t.uuid('target_id').notNullable();
    t.text('column_name').notNullable();
    t.text('source_ref').notNullable();
    t.primary(['org_id', 'run_id', 'table_name', 'target_id', 'column_name']);
    t.foreign(['org_id', 'run_id']).references(['org_id', 'id']).inTable('import_runs').onDelete('CASCADE');
  });

  for (const fn of ['sextant_record_activity', 'sextant_emit_event']) {
    for (const t of await unguarded(knex, fn)) {
      await knex.raw(`DROP TRIGGER ${t.tgname} ON ${t.rel}`);
      await knex.raw(guarded(t.def));
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  // The guard stays on the triggers (harmless: nothing but an import sets sextant.bulk_load on non-core tables).
  await knex.schema.dropTable('import_fixups');
  await knex.schema.dropTable('import_refusals');
  await knex.schema.dropTable('import_mappings');
  await knex.schema.dropTable('import_runs');
}
