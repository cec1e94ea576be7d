/**
 * Files on an object store and time entries with their costs (issue 15; spec 1 §2.10, §3.2; spec 2 §4.16, §4.18).
 * - files: one uploaded object per row; the bytes live in the store under storage_key, never in Postgres. status
 *   pending → processing → clean | failed; size, sha256 and content_type are what the uploader declared, checked by
 *   the integrity job (src/jobs/fileCheck.ts). upload_expires_at bounds how long a pending file holds quota.
 * - file_attachments: which records a file is attached to (entity_type, entity_id), in attach order (position).
 *   Messages and comments keep their attachments here too. Deleting the file removes them.
 * - users.avatar_file_id, opportunity_prototypes.file_id: deleting the file clears the avatar and removes the
 *   prototype.
 * - time_entries: hours of one user on one day against exactly one of an opportunity, a task or a misc category;
 *   vacation and sick carry none. source manual | integration (integration rows belong to an issue tracker).
 * - orgs.base_currency and org_currency_rates: costs are summed in the org's base currency; a salary in another
 *   currency is converted at the rate the admin set (admin CLI `currency:rate`), and is unpriced without one.
 * - job_workers: heartbeats of the job-queue workers of every running instance (src/jobs/queue.ts), so jobs a killed
 *   instance had locked are handed back within minutes rather than after graphile-worker's 4-hour lock timeout.
 * The job queue (graphile-worker) keeps its own schema, installed by src/jobs/queue.ts on start.
 */
import type { Knex } from 'knex';

/** Tables whose rows files attach to, and their entity type. */
const ATTACHABLE: [table: string, type: string][] = [
  ['visions', 'vision'],
  ['objectives', 'objective'],
  ['metrics', 'metric'],
  ['opportunities', 'opportunity'],
  ['tasks', 'task'],
  ['customers', 'customer'],
  ['insights', 'insight'],
  ['messages', 'message'],
  ['comments', 'comment'],
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

  await knex.schema.createTable('files', (t) => {
    tenant(t);
    t.text('filename').notNullable();
    t.text('content_type').notNullable();
    t.bigInteger('size').notNullable();
    t.specificType('sha256', 'char(64)').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('processing_error');
    t.text('storage_key').notNullable();
    t.text('etag');
    t.text('detected_type');
    t.uuid('uploaded_by');
    t.specificType('upload_expires_at', 'timestamptz(3)').notNullable();
    t.specificType('confirmed_at', 'timestamptz(3)');
    t.specificType('checked_at', 'timestamptz(3)');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['id']);
    t.index(['org_id', 'created_at', 'id']);
    ref(t, 'uploaded_by', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE files ADD CONSTRAINT files_status CHECK (status IN ('pending', 'processing', 'clean', 'failed'))`);
  await knex.raw(`ALTER TABLE files ADD CONSTRAINT files_sha256 CHECK (sha256 ~ '^[0-9a-f]{64}$')`);
  await knex.raw(`ALTER TABLE files ADD CONSTRAINT files_size CHECK (size > 0)`);

  await knex.schema.createTable('file_attachments', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('file_id').notNullable();
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.bigIncrements('position', { primaryKey: false });
    t.uuid('attached_by');
    stamp(t, 'attached_at');
    t.primary(['org_id', 'file_id', 'entity_type', 'entity_id']);
    t.index(['org_id', 'entity_type', 'entity_id', 'position']);
    ref(t, 'file_id', 'files', 'CASCADE');
    ref(t, 'attached_by', 'users', 'SET NULL');
  });
  await knex.raw(
    `ALTER TABLE file_attachments ADD CONSTRAINT file_attachments_entity_type CHECK (entity_type IN ` +
      `('vision', 'objective', 'metric', 'opportunity', 'task', 'customer', 'insight', 'message', 'comment'))`,
  );

  // A deleted record takes its attachments with it (the files stay), whatever deletes it (API, cascade, CLI).
  await knex.raw(`
    CREATE FUNCTION sextant_drop_attachments() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM file_attachments WHERE org_id = OLD.org_id AND entity_type = TG_ARGV[0] AND entity_id = OLD.id;
      RETURN NULL;
    END $$`);
  for (const [table, type] of ATTACHABLE) {
    await knex.raw(`CREATE TRIGGER ${table}_drop_attachments AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION sextant_drop_attachments('${type}')`);
  }

  await knex.schema.alterTable('users', (t) => {
    t.uuid('avatar_file_id');
    ref(t, 'avatar_file_id', 'files', 'SET NULL');
  });
  await knex.schema.alterTable('opportunity_prototypes', (t) => {
    t.index(['org_id', 'file_id']);
    ref(t, 'file_id', 'files', 'CASCADE');
  });
  await knex.raw('CREATE UNIQUE INDEX opportunity_prototypes_file ON opportunity_prototypes (org_id, opportunity_id, file_id) WHERE file_id IS NOT NULL');

  await knex.schema.alterTable('orgs', (t) => {
    t.specificType('base_currency', 'char(3)').notNullable().defaultTo('USD');
  });
  await knex.schema.createTable('org_currency_rates', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.specificType('currency', 'char(3)').notNullable();
    t.decimal('rate', 20, 10).notNullable();
    stamp(t, 'updated_at');
    t.primary(['org_id', 'currency']);
  });
  await knex.raw('ALTER TABLE org_currency_rates ADD CONSTRAINT org_currency_rates_positive CHECK (rate > 0)');

  await knex.schema.createTable('job_workers', (t) => {
    t.text('worker_id').primary();
    t.text('instance').notNullable();
    stamp(t, 'heartbeat_at');
  });

  await knex.schema.createTable('time_entries', (t) => {
    tenant(t);
    t.uuid('user_id').notNullable();
    t.date('entry_date').notNullable();
    t.decimal('hours', 5, 2).notNullable();
    t.text('note');
    t.uuid('opportunity_id');
    t.uuid('task_id');
    t.uuid('misc_category_id');
    t.text('entry_kind').notNullable().defaultTo('other');
    t.text('source').notNullable().defaultTo('manual');
    t.text('external_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'user_id', 'entry_date']);
    t.index(['org_id', 'entry_date']);
    t.index(['org_id', 'opportunity_id']);
    t.index(['org_id', 'task_id']);
    ref(t, 'user_id', 'users', 'CASCADE');
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'task_id', 'tasks', 'CASCADE');
    ref(t, 'misc_category_id', 'categories', 'RESTRICT');
  });
  await knex.raw(`ALTER TABLE time_entries ADD CONSTRAINT time_entries_hours CHECK (hours >= 0 AND hours <= 24)`);
  await knex.raw(
    `ALTER TABLE time_entries ADD CONSTRAINT time_entries_kind CHECK (entry_kind IN ('customer_meeting', 'internal_planning', 'other', 'vacation', 'sick'))`,
  );
  await knex.raw(`ALTER TABLE time_entries ADD CONSTRAINT time_entries_source CHECK (source IN ('manual', 'integration'))`);
  await knex.raw(
    `ALTER TABLE time_entries ADD CONSTRAINT time_entries_one_target CHECK (CASE WHEN entry_kind IN ('vacation', 'sick') ` +
      `THEN num_nonnulls(opportunity_id, task_id, misc_category_id) = 0 AND note IS NOT NULL ` +
      `ELSE num_nonnulls(opportunity_id, task_id, misc_category_id) = 1 AND (misc_category_id IS NULL OR note IS NOT NULL) END)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('time_entries');
  await knex.schema.dropTableIfExists('job_workers');
  await knex.schema.dropTableIfExists('org_currency_rates');
  await knex.schema.alterTable('orgs', (t) => t.dropColumn('base_currency'));
  await knex.raw('DROP INDEX IF EXISTS opportunity_prototypes_file');
  await knex.schema.alterTable('opportunity_prototypes', (t) => {
    t.dropForeign(['org_id', 'file_id']);
    t.dropIndex(['org_id', 'file_id']);
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropForeign(['org_id', 'avatar_file_id']);
    t.dropColumn('avatar_file_id');
  });
  for (const [table] of ATTACHABLE) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_drop_attachments ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS sextant_drop_attachments()');
  await knex.schema.dropTableIfExists('file_attachments');
  await knex.schema.dropTableIfExists('files');
}
