/**
 * Observed evidence (issue 19 §3; spec 2 §4.19): evidence that work happened, recorded by its subject for reconciling
 * time.
 * - observed_evidence: one piece of evidence of user_id (its subject, who ingested it): source and external_id (the
 *   item's id at its source; unique per subject, so a re-ingest is a duplicate, not a second row), kind commit |
 *   review | meeting | calendar_block | other, occurred_at, duration_minutes, and optionally what it was about
 *   (subject_type task | opportunity, subject_id; nulled when that task or opportunity is deleted), note.
 * - evidence_reconciliations: a week (week_start, a Monday; weeks are Monday-Sunday in UTC) a user confirmed as
 *   reconciled. POST /observed-evidence/delete-self keeps the evidence of confirmed weeks.
 * - observed_evidence_keys: each org's HMAC key for POST /observed-evidence/hash, created on first use; the key is
 *   stored encrypted only (AES-256-GCM under the server's secret key, AAD the row id: src/webhooks/secrets.ts).
 * - role:read (GET /roles, a capability of every role from this release) is added to the keys issued before it, so
 *   they can read the role catalog as a new key can; allocation:read is not (a leadership key issued earlier gets it
 *   by being reissued).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  const stamp = (t: Knex.CreateTableBuilder, col: string) => t.specificType(col, 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));

  await knex.schema.createTable('observed_evidence', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable();
    t.text('source').notNullable();
    t.text('external_id').notNullable();
    t.text('kind').notNullable();
    t.specificType('occurred_at', 'timestamptz(3)').notNullable();
    t.integer('duration_minutes');
    t.text('subject_type');
    t.uuid('subject_id');
    t.text('note');
    stamp(t, 'created_at');
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'user_id', 'source', 'external_id']);
    t.index(['org_id', 'user_id', 'occurred_at', 'id']);
    t.foreign(['org_id', 'user_id']).references(['org_id', 'id']).inTable('users').onDelete('CASCADE');
  });
  await knex.raw(
    `ALTER TABLE observed_evidence ADD CONSTRAINT observed_evidence_kind CHECK (kind IN ('commit', 'review', 'meeting', 'calendar_block', 'other'))`,
  );
  await knex.raw(
    `ALTER TABLE observed_evidence ADD CONSTRAINT observed_evidence_subject CHECK ((subject_type IS NULL) = (subject_id IS NULL) AND (subject_type IS NULL OR subject_type IN ('task', 'opportunity')))`,
  );
  await knex.raw(
    `ALTER TABLE observed_evidence ADD CONSTRAINT observed_evidence_duration CHECK (duration_minutes IS NULL OR duration_minutes BETWEEN 0 AND 1440)`,
  );

  await knex.schema.createTable('evidence_reconciliations', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.date('week_start').notNullable();
    stamp(t, 'confirmed_at');
    t.primary(['org_id', 'user_id', 'week_start']);
    t.foreign(['org_id', 'user_id']).references(['org_id', 'id']).inTable('users').onDelete('CASCADE');
  });
  await knex.raw(`ALTER TABLE evidence_reconciliations ADD CONSTRAINT evidence_reconciliations_monday CHECK (extract(isodow FROM week_start) = 1)`);

  await knex.schema.createTable('observed_evidence_keys', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable();
    t.text('secret_ciphertext').notNullable();
    stamp(t, 'created_at');
    t.primary(['org_id']);
    t.unique(['id']);
  });

  await knex.raw(`UPDATE api_keys SET capabilities = array_append(capabilities, 'role:read') WHERE NOT ('role:read' = ANY (capabilities))`);

  // Evidence outlives the task or opportunity it was about, without the link.
  await knex.raw(`
    CREATE FUNCTION sextant_unlink_observed_evidence() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE observed_evidence SET subject_type = NULL, subject_id = NULL
       WHERE org_id = OLD.org_id AND subject_type = TG_ARGV[0] AND subject_id = OLD.id;
      RETURN NULL;
    END $$`);
  for (const [table, type] of [
    ['tasks', 'task'],
    ['opportunities', 'opportunity'],
  ]) {
    await knex.raw(
      `CREATE TRIGGER ${table}_unlink_observed_evidence AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION sextant_unlink_observed_evidence('${type}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE api_keys SET capabilities = array_remove(capabilities, 'role:read')`);
  for (const table of ['tasks', 'opportunities']) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_unlink_observed_evidence ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS sextant_unlink_observed_evidence()');
  for (const t of ['observed_evidence_keys', 'evidence_reconciliations', 'observed_evidence']) await knex.schema.dropTableIfExists(t);
}
