/**
 * PRD synthesis cache (issue 12 §5; spec 2 §4.7, §8: "PRD synthesis cache 1 hour"): the last draft synthesised for
 * each opportunity, with a digest of the inputs it was made from, so a later request can tell whether anything
 * changed since (staleSinceLastSynth). Editing the PRD deletes the row.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prd_syntheses', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('opportunity_id').notNullable();
    t.text('markdown').notNullable();
    t.text('inputs_digest').notNullable();
    t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.primary(['org_id', 'opportunity_id']);
    t.foreign(['org_id', 'opportunity_id']).references(['org_id', 'id']).inTable('opportunities').onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prd_syntheses');
}
