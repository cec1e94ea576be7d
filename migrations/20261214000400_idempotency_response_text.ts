/**
 * idempotency_records.response_text: the stored answer as the JSON text first sent, so a replay is the same bytes
 * (spec 2 §8). jsonb keeps values but not key order (it sorts keys by length), so a replay from response_body came
 * back with its keys reordered. New records store response_text only; response_body is read for records written
 * before this migration (they expire within 24 hours).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE idempotency_records ADD COLUMN response_text text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE idempotency_records DROP COLUMN response_text');
}
