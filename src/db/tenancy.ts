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
  knex_migrations: "the migration runner's record of applied migrations",
  knex_migrations_lock: "the migration runner's lock",
} as const satisfies Record<string, string>;

export type GlobalTable = keyof typeof GLOBAL_TABLES;

/** Whether `table` (in the public schema) is global rather than one org's. */
export const isGlobalTable = (table: string): table is GlobalTable => Object.hasOwn(GLOBAL_TABLES, table);
