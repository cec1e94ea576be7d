/**
 * Opportunity scoring and validation risks (issue 12 §1, §2; spec 1 §2.5; spec 2 §4.7, §8 "Scorecard value 1-5").
 *
 * - scoring_criteria: the org's scorecard criteria (name unique per org case-insensitively, `weight` numeric ≥ 0,
 *   `invert`, `position` 1-based, `active`). Only active criteria count; the positive weights of the active set sum
 *   to 1 (checked by the admin CLI's criteria:set, which replaces the set). Every org gets the default set — Customer
 *   value 0.35, Strategic fit 0.25, Confidence 0.20, Effort 0.20 inverted — from a trigger on `orgs`, and here for
 *   the orgs that exist.
 * - opportunity_scores: one shared value 1-5 per opportunity and criterion (last write wins) with who set it and
 *   when.
 * - opportunity_risk_votes: one vote (approve | risky | reject, optional note) per user per risk (value, usability,
 *   feasibility, viability) per opportunity; a new vote replaces the user's old one.
 * Both child tables are recorded in the activity log on the opportunity, with subject `score` and `riskVote`.
 * Foreign keys keep every reference inside its org; deleting an opportunity or a criterion removes its values.
 */
import type { Knex } from 'knex';

const TRACKED: [table: string, type: string, idColumn: string, subject: string, entityTable: string][] = [
  ['opportunity_scores', 'opportunity', 'opportunity_id', 'score', 'opportunities'],
  ['opportunity_risk_votes', 'opportunity', 'opportunity_id', 'riskVote', 'opportunities'],
];

export async function up(knex: Knex): Promise<void> {
  const ref = (t: Knex.CreateTableBuilder, col: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
    t
      .foreign(['org_id', col])
      .references(['org_id', 'id'])
      .inTable(table)
      .onDelete((onDelete === 'SET NULL' ? `SET NULL (${col})` : onDelete) as 'CASCADE');
  const at = (t: Knex.CreateTableBuilder, col: string) => t.specificType(col, 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));

  await knex.schema.createTable('scoring_criteria', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.specificType('weight', 'numeric').notNullable();
    t.boolean('invert').notNullable().defaultTo(false);
    t.integer('position').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    at(t, 'created_at');
    at(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'position']);
  });
  await knex.raw('ALTER TABLE scoring_criteria ADD CONSTRAINT scoring_criteria_weight CHECK (weight >= 0 AND weight <= 1)');
  await knex.raw('CREATE UNIQUE INDEX scoring_criteria_name ON scoring_criteria (org_id, lower(name))');

  await knex.schema.createTable('opportunity_scores', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('opportunity_id').notNullable();
    t.uuid('criterion_id').notNullable();
    t.smallint('value').notNullable();
    t.uuid('set_by');
    at(t, 'set_at');
    t.primary(['org_id', 'opportunity_id', 'criterion_id']);
    t.index(['org_id', 'criterion_id']);
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'criterion_id', 'scoring_criteria', 'CASCADE');
    ref(t, 'set_by', 'users', 'SET NULL');
  });
  await knex.raw('ALTER TABLE opportunity_scores ADD CONSTRAINT opportunity_scores_value CHECK (value BETWEEN 1 AND 5)');

  await knex.schema.createTable('opportunity_risk_votes', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('opportunity_id').notNullable();
    t.text('risk').notNullable();
    t.uuid('user_id').notNullable();
    t.text('vote').notNullable();
    t.text('note');
    at(t, 'voted_at');
    t.primary(['org_id', 'opportunity_id', 'risk', 'user_id']);
    t.index(['org_id', 'user_id']);
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'user_id', 'users', 'CASCADE');
  });
  await knex.raw(
    `ALTER TABLE opportunity_risk_votes ADD CONSTRAINT opportunity_risk_votes_risk CHECK (risk IN ('value', 'usability', 'feasibility', 'viability'))`,
  );
  await knex.raw(`ALTER TABLE opportunity_risk_votes ADD CONSTRAINT opportunity_risk_votes_vote CHECK (vote IN ('approve', 'risky', 'reject'))`);

  // The default criteria for every org, from its creation on (spec 1 §2.5: positive weights sum to 1).
  const defaults = (org: string) => `INSERT INTO scoring_criteria (org_id, name, weight, invert, position) SELECT ${org}, v.name, v.weight, v.invert, v.position
    FROM (VALUES ('Customer value', 0.35, false, 1), ('Strategic fit', 0.25, false, 2), ('Confidence', 0.20, false, 3), ('Effort', 0.20, true, 4))
      AS v(name, weight, invert, position)`;
  await knex.raw(`
    CREATE FUNCTION sextant_create_default_scoring_criteria() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      ${defaults('NEW.id')};
      RETURN NULL;
    END
    $fn$`);
  await knex.raw('CREATE TRIGGER orgs_default_scoring_criteria AFTER INSERT ON orgs FOR EACH ROW EXECUTE FUNCTION sextant_create_default_scoring_criteria()');
  await knex.raw(`${defaults('o.id')} CROSS JOIN orgs o`);

  for (const [table, type, idColumn, subject, entityTable] of TRACKED) {
    // Static identifiers from TRACKED above (trigger arguments are string literals).
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', '${idColumn}', '${subject}', '${entityTable}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS orgs_default_scoring_criteria ON orgs');
  await knex.raw('DROP FUNCTION IF EXISTS sextant_create_default_scoring_criteria()');
  for (const t of ['opportunity_risk_votes', 'opportunity_scores', 'scoring_criteria']) await knex.schema.dropTableIfExists(t);
}
