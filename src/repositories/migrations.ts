/**
 * The knex_migrations table (knex's own ledger of applied migrations) and the database's liveness, for the readiness
 * probe (GET /readyz). Not org data: nothing here is scoped by org.
 */
import type { Knex } from 'knex';

/** Resolves when the database answers `select 1`; rejects otherwise. */
export async function pingDatabase(db: Knex): Promise<void> {
  await db.raw('select 1');
}

/** The names of the applied migrations; rejects with Postgres 42P01 while knex_migrations does not exist yet. */
export async function listAppliedMigrations(db: Knex): Promise<string[]> {
  const rows: { name: string }[] = await db('knex_migrations').select('name');
  return rows.map((r) => r.name);
}
