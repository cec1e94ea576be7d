/**
 * Rate-limit leases (issue 8 §3): an instance takes several of a key's requests at once from its window and admits
 * them from memory, so most requests no longer write the window row. `last_granted` is how many the last lease
 * got (0: refused), which the upsert's RETURNING cannot otherwise tell apart from the count it added to.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE rate_limit_windows ADD COLUMN last_granted integer NOT NULL DEFAULT 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE rate_limit_windows DROP COLUMN last_granted');
}
