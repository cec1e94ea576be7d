/**
 * Which tables hold one org's rows. Every table in the `public` schema carries `org_id` and belongs to one org
 * (spec 2 §2: tenancy), except the global tables below, each with why it is global. The job queue's own tables
 * live in the `graphile_worker` schema and are not listed. Tests read this list: a new table is a tenant table
 * (with `org_id`, its row-level policy and an `org_id`-led key) unless it is added here with its reason.
 */
export const GLOBAL_TABLES = {
  orgs: 'the tenants themselves: one row per org, keyed by its id',
  oauth_records: "oidc-provider's grants, codes and sessions, found by their own ids before any org is known",
  rate_limit_windows: 'rate-limit windows, keyed by a hashed credential or address bucket before any org is known',
  job_workers: 'the instances running job-queue workers and their heartbeats',
  builtin_metric_runs: 'one row per scheduled refresh of the built-in metrics across every org',
  secret_keys: "the deployment's data keys that encrypt secrets at rest, one keyring for every org (src/storage/keyring.ts)",
  knex_migrations: "the migration runner's record of applied migrations",
  knex_migrations_lock: "the migration runner's lock",
} as const satisfies Record<string, string>;

export type GlobalTable = keyof typeof GLOBAL_TABLES;

/** Whether `table` (in the public schema) is global rather than one org's. */
export const isGlobalTable = (table: string): table is GlobalTable => Object.hasOwn(GLOBAL_TABLES, table);

/**
 * Where a table would live on Citus (distributed Postgres, sharded by tenant; docs/scaling.md, decision 0056):
 *  - `distributed`: split into shards by `column`, one org's rows on one node. Every tenant table is distributed by
 *    `org_id`, co-located with `orgs`, so a query naming one org runs whole on one node.
 *  - `reference`: one full copy on every node, so any shard joins it or references it by foreign key locally;
 *    every write to it is a write on every node, so only small, rarely written tables.
 *  - `local`: stays on the coordinator alone (Citus's "local table"): read and written by instances, never joined
 *    with tenant rows, never referenced by them.
 */
export type CitusPlacement = { kind: 'distributed'; column: string; why: string } | { kind: 'reference'; why: string } | { kind: 'local'; why: string };

/**
 * The Citus placement of each global table, with why. A tenant table is not listed: it is always distributed by
 * `org_id` and co-located with `orgs`. A table added to GLOBAL_TABLES must be placed here (the type requires it).
 */
export const CITUS_PLACEMENT = {
  orgs: {
    kind: 'distributed',
    column: 'id',
    why:
      "the tenants table, distributed by its id and co-located with every tenant table (Citus's multi-tenant layout): " +
      "an org's row sits on the node holding its data, the tenant tables' foreign keys (org_id) → orgs (id) pair the " +
      'distribution columns, and deleting an org cascades on that node alone',
  },
  oauth_records: {
    kind: 'local',
    why: "oidc-provider's store, read and written by its own ids before any org is known and joined with nothing",
  },
  rate_limit_windows: {
    kind: 'local',
    why: 'an unlogged counter table written on every request, keyed by credential hash; replicating it would cost a write per node',
  },
  job_workers: { kind: 'local', why: 'instance heartbeats, read by the job queue on the coordinator only' },
  builtin_metric_runs: { kind: 'local', why: 'one row per nightly run, read and written by the job that runs it' },
  secret_keys: {
    kind: 'local',
    why: 'a handful of wrapped keys read by each instance at start and on refresh; ciphertexts name their key id in their text, not by foreign key',
  },
  knex_migrations: { kind: 'local', why: 'the migration runner reads it on the coordinator, where migrations run' },
  knex_migrations_lock: { kind: 'local', why: 'the migration runner locks it on the coordinator' },
} as const satisfies Record<GlobalTable, CitusPlacement>;

/** How tenant tables are distributed: by this column, co-located with `orgs` (distributed by its id). */
export const TENANT_DISTRIBUTION_COLUMN = 'org_id';
