/**
 * The schema stays ready to shard on Citus by org (docs/scaling.md, decision 0056): after the migrations, every table
 * of the public schema, read from the catalog (no hand list), keeps the keys Citus needs for its placement
 * (src/db/testing/citusRules.ts): tenant tables carry org_id in every primary key, unique key and foreign key between
 * them; global tables are named in GLOBAL_TABLES with a Citus placement each. A failure names what to change.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDb } from './knex.js';
import { CITUS_PLACEMENT, GLOBAL_TABLES } from './tenancy.js';
import { readPublicCatalog } from './testing/catalog.js';
import { citusBreaches } from './testing/citusRules.js';
import { useTestDb } from './testing/harness.js';

const t = useTestDb();

// Read once at collection, so each table is a case of its own.
const db = createDb(inject('databaseUrl'), { min: 0, max: 1 });
const tables = await readPublicCatalog(db).finally(() => db.destroy());
const names = [...tables.keys()].sort();

describe('the schema is ready to distribute on Citus', () => {
  it('reads the tables of the migrated schema', () => {
    // A guard for the cases below: an empty catalog would pass every rule.
    expect(names).toEqual(expect.arrayContaining(['orgs', 'users', 'tasks', 'knex_migrations']));
  });

  it.each(names)('%s keeps the keys its Citus placement needs', (name) => {
    const table = tables.get(name);
    if (!table) throw new Error(`${name} vanished`);
    expect(citusBreaches(table, tables)).toEqual([]);
  });

  it('GLOBAL_TABLES names tables that exist, each with a Citus placement', () => {
    const missing = Object.keys(GLOBAL_TABLES).filter((name) => !tables.has(name));
    expect(missing, 'GLOBAL_TABLES (src/db/tenancy.ts) names tables no migration creates: remove them').toEqual([]);
    const unplaced = Object.keys(GLOBAL_TABLES).filter((name) => !Object.hasOwn(CITUS_PLACEMENT, name));
    expect(unplaced, 'give each global table a Citus placement in CITUS_PLACEMENT (src/db/tenancy.ts)').toEqual([]);
    const stray = Object.keys(CITUS_PLACEMENT).filter((name) => !Object.hasOwn(GLOBAL_TABLES, name));
    expect(stray, 'CITUS_PLACEMENT places tables GLOBAL_TABLES does not list: list them with why, or remove them').toEqual([]);
  });
});

describe('lookups made before the org is known keep an index', () => {
  // With sequential scans off, the plan names the index a lookup can use (the tables of a test run are too small for
  // the planner to pick one on its own).
  const cases = [
    ['an API key by its hash', `SELECT * FROM api_keys WHERE key_hash = 'x'`, 'api_keys_key_hash'],
    ['an OAuth grant by its id', `SELECT * FROM oauth_grants WHERE grant_id = 'x'`, 'oauth_grants_grant_id'],
    ['a consent session by its hash', `SELECT * FROM oauth_sessions WHERE id_hash = 'x'`, 'oauth_sessions_id_hash'],
    ['a login link by its hash', `SELECT * FROM oauth_login_links WHERE id_hash = 'x'`, 'oauth_login_links_id_hash'],
    ['a file by its id', `SELECT * FROM files WHERE id = '00000000-0000-4000-8000-000000000000'`, 'files_id'],
    ['an integration by its id', `SELECT * FROM integrations WHERE id = '00000000-0000-4000-8000-000000000000'`, 'integrations_id'],
    ['a ledger row by its id', `SELECT * FROM integration_events WHERE id = '00000000-0000-4000-8000-000000000000'`, 'integration_events_id'],
  ] as const;

  it.each(cases)('%s', async (_, sql, index) => {
    const plan = await t.db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const { rows } = await trx.raw<{ rows: { 'QUERY PLAN': string }[] }>(`EXPLAIN ${sql}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(new RegExp(`(?:using|on) ${index}(?:\\s|$)`, 'm'));
  });
});
