/** knex over pg. Numeric columns come back as strings (exact), int8 counts as numbers. */
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from '../../migrations/index.js';
import { preparedReads } from './prepared.js';

pg.types.setTypeParser(20, (v) => Number(v)); // int8 (count(*)) → number; our counts are far below 2^53

export type Db = Knex;

/** A knex instance over `url` whose query-builder SELECTs run as named statements (src/db/prepared.ts). */
export function createDb(url: string, pool = { min: 0, max: 10 }): Knex {
  return preparedReads(knexFactory({ client: 'pg', connection: url, pool }));
}

/** Applies pending migrations (run on every start; knex's lock makes concurrent starts safe). */
export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
