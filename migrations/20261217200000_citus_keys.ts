/**
 * Every key of a tenant table includes org_id, so the schema can be distributed by org on Citus (docs/scaling.md,
 * decision 0056; held by src/db/citusReady.db.test.ts). Citus checks a unique key inside one shard, so a primary key
 * or unique key without the distribution column cannot be kept once a table is distributed.
 * - Primary keys that were one column become (org_id, column): mcp_sessions (id), oauth_grants (grant_id),
 *   oauth_sessions and oauth_login_links (id_hash). The column alone keeps a plain index where it is looked up
 *   before the org is known (a grant by its id, a consent session or login link by its hash).
 * - Unique keys on a column alone become plain indexes on it: `id` of agent_runs, events, external_links, files,
 *   integration_events, integrations, observed_evidence_keys and webhook_subscriptions (each already has a key
 *   with org_id: its primary key), and api_keys.key_hash (a key is found by its hash before the org is known).
 *   Their values are random (UUIDs, SHA-256 hashes, oidc-provider's 256-bit ids), so dropping the check of
 *   uniqueness across orgs leaves nothing to collide; every lookup by the column alone keeps its index.
 * Indexes are created IF NOT EXISTS under their final names, so on a large database an operator builds them first
 * with CREATE [UNIQUE] INDEX CONCURRENTLY (decision 0056) and this migration only swaps constraints.
 */
import type { Knex } from 'knex';

/** Tables whose primary key gains org_id in front: table → its one key column. */
const PRIMARY = { mcp_sessions: 'id', oauth_grants: 'grant_id', oauth_sessions: 'id_hash', oauth_login_links: 'id_hash' } as const;
/** PK columns still looked up alone (the others are always read with their org). */
const LOOKED_UP_ALONE = new Set(['oauth_grants', 'oauth_sessions', 'oauth_login_links']);
/** Unique keys on one column that become plain indexes: table → column (constraint `<table>_<column>_unique`). */
const UNIQUE = {
  agent_runs: 'id',
  events: 'id',
  external_links: 'id',
  files: 'id',
  integration_events: 'id',
  integrations: 'id',
  observed_evidence_keys: 'id',
  webhook_subscriptions: 'id',
  api_keys: 'key_hash',
} as const;

export async function up(knex: Knex): Promise<void> {
  for (const [table, column] of Object.entries(PRIMARY)) {
    // Built under a temporary name (or found built concurrently beforehand), then taken over by the constraint,
    // which renames it to <table>_pkey.
    await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${table}_org_pkey ON ${table} (org_id, ${column})`);
    if (LOOKED_UP_ALONE.has(table)) await knex.raw(`CREATE INDEX IF NOT EXISTS ${table}_${column} ON ${table} (${column})`);
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
    await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_pkey PRIMARY KEY USING INDEX ${table}_org_pkey`);
  }
  for (const [table, column] of Object.entries(UNIQUE)) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${table}_${column} ON ${table} (${column})`);
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_unique`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, column] of Object.entries(UNIQUE)) {
    await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_unique UNIQUE (${column})`);
    await knex.raw(`DROP INDEX ${table}_${column}`);
  }
  for (const [table, column] of Object.entries(PRIMARY)) {
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
    await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_pkey PRIMARY KEY (${column})`);
    if (LOOKED_UP_ALONE.has(table)) await knex.raw(`DROP INDEX ${table}_${column}`);
  }
}
