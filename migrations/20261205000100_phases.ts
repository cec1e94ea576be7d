/**
 * Opportunity delivery (issue 12 §3, §4; spec 1 §2.5; spec 2 §4.7): delivery phases, status updates and prototypes.
 *
 * - opportunity_phases: milestones of one opportunity in delivery order (`position` 1..n, rewritten in one pass on
 *   every change), with a title, an owner and one optional target date (null = open ended). Deleting the
 *   opportunity deletes its phases.
 * - tasks.phase_id: the phase a task belongs to, a phase of the task's own opportunity (checked by the task service);
 *   deleting the phase leaves its tasks unphased (`SET NULL (phase_id)`, so org_id stays).
 * - opportunity_updates: status updates (body, health on_track | at_risk | off_track, author), read newest first by
 *   (org_id, opportunity_id, created_at, id); each is also a system comment on the opportunity's thread
 *   (`comment_id`). Customer feeds read them through the customer's opportunity links.
 * - opportunity_prototypes: links to prototypes, a URL (http or https) or, once files exist, an uploaded file;
 *   one row per URL per opportunity.
 * The activity trigger records all three on the opportunity, with subjects phase, update and prototype.
 */
import type { Knex } from 'knex';

const TRACKED: [table: string, type: string, idColumn: string, subject: string, entityTable: string][] = [
  ['opportunity_phases', 'opportunity', 'opportunity_id', 'phase', 'opportunities'],
  ['opportunity_updates', 'opportunity', 'opportunity_id', 'update', 'opportunities'],
  ['opportunity_prototypes', 'opportunity', 'opportunity_id', 'prototype', 'opportunities'],
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

  await knex.schema.createTable('opportunity_phases', (t) => {
    tenant(t);
    t.uuid('opportunity_id').notNullable();
    t.text('title').notNullable();
    t.uuid('owner_id');
    t.date('target_date');
    t.integer('position').notNullable();
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'opportunity_id', 'position']);
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'owner_id', 'users', 'SET NULL');
  });

  await knex.schema.alterTable('tasks', (t) => {
    t.uuid('phase_id');
    t.index(['org_id', 'phase_id']);
    ref(t, 'phase_id', 'opportunity_phases', 'SET NULL');
  });

  await knex.schema.createTable('opportunity_updates', (t) => {
    tenant(t);
    t.uuid('opportunity_id').notNullable();
    t.text('body').notNullable();
    t.text('health').notNullable();
    t.uuid('author_id');
    t.uuid('comment_id');
    stamp(t, 'created_at');
    t.primary(['org_id', 'id']);
    // newest first, paged by (created_at, id)
    t.index(['org_id', 'opportunity_id', 'created_at', 'id']);
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'author_id', 'users', 'SET NULL');
    ref(t, 'comment_id', 'comments', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE opportunity_updates ADD CONSTRAINT opportunity_updates_health CHECK (health IN ('on_track', 'at_risk', 'off_track'))`);

  await knex.schema.createTable('opportunity_prototypes', (t) => {
    tenant(t);
    t.uuid('opportunity_id').notNullable();
    t.text('url');
    t.uuid('file_id');
    t.uuid('added_by');
    stamp(t, 'added_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'opportunity_id', 'added_at']);
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'added_by', 'users', 'SET NULL');
  });
  await knex.raw('CREATE UNIQUE INDEX opportunity_prototypes_url ON opportunity_prototypes (org_id, opportunity_id, url) WHERE url IS NOT NULL');
  await knex.raw('ALTER TABLE opportunity_prototypes ADD CONSTRAINT opportunity_prototypes_one_source CHECK ((url IS NULL) <> (file_id IS NULL))');

  for (const [table, type, idColumn, subject, entityTable] of TRACKED) {
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', '${idColumn}', '${subject}', '${entityTable}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of TRACKED) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_activity ON ${table}`);
  await knex.schema.dropTableIfExists('opportunity_prototypes');
  await knex.schema.dropTableIfExists('opportunity_updates');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropForeign(['org_id', 'phase_id']);
    t.dropIndex(['org_id', 'phase_id']);
    t.dropColumn('phase_id');
  });
  await knex.schema.dropTableIfExists('opportunity_phases');
}
