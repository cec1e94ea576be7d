/**
 * Row-level security as a second tenancy wall (spec 2 §2; decision 0053). The application's request path runs as
 * the role `sextant_app` (src/db/knex.ts sets it on each of its connections), which is not the tables' owner and
 * cannot bypass RLS; every tenant table (each public table with `org_id`) admits that role only to the rows of
 * the org its transaction names in `sextant.org_id` (src/db/scope.ts). Migrations, and the cross-org paths
 * (admission, jobs, OAuth, the admin CLI, …), keep running as the owner, which RLS does not restrict.
 *
 * - The role is created once per cluster (roles are cluster-wide; databases of one cluster share it): a concurrent
 *   creation by another database's migration is tolerated.
 * - It gets DML on every public table and the use of every sequence, now and (default privileges) for tables
 *   later migrations create; a later tenant table also calls `enableTenantPolicy` (migrations/lib/tenantPolicy.ts).
 * - `sextant_org_id()` reads the setting; unset or empty it is NULL, and `org_id = NULL` admits no row.
 * - The job queue: graphile-worker enables RLS on its own tables without policies, so only their owner may add or
 *   remove jobs. A write's transaction (its triggers, src/platform/queue.ts enqueue) adds them through
 *   `sextant_add_job` and removes them through `sextant_remove_job`, SECURITY DEFINER wrappers of graphile-worker's
 *   add_job and remove_job that refuse the application role a job naming another org (`payload.orgId`). The
 *   functions that called graphile_worker.add_job are rewritten in place to call the wrapper.
 */
import type { Knex } from 'knex';
import { APP_ROLE, disableTenantPolicy, enableTenantPolicy } from './lib/tenantPolicy.js';

/** Public base tables with an `org_id` column: the tenant tables. */
async function tenantTables(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'org_id' AND NOT a.attisdropped)
      ORDER BY 1`,
  );
  return rows.map((r: { name: string }) => r.name);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- created meanwhile by another database's migration
    END $$`);
  // The connecting user must be a member to SET ROLE to it (a superuser always may).
  await knex.raw(`DO $$ BEGIN
      IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user); END IF;
    END $$`);
  await knex.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`);
  await knex.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`);
  await knex.raw(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
  await knex.raw(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${APP_ROLE}`);
  await knex.raw(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${APP_ROLE}`);
  // The migration runner's own tables are the owner's to write; the readiness probe reads which are applied.
  await knex.raw(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON knex_migrations, knex_migrations_lock FROM ${APP_ROLE}`);
  await knex.raw(`CREATE OR REPLACE FUNCTION sextant_org_id() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT nullif(current_setting('sextant.org_id', true), '')::uuid $$`);
  for (const table of await tenantTables(knex)) await enableTenantPolicy(knex, table);

  // The queue's schema may not exist yet (installed after migrations on a first start): plpgsql resolves late.
  await knex.raw(`CREATE OR REPLACE FUNCTION sextant_add_job(identifier text, payload json, job_key text DEFAULT NULL,
        max_attempts integer DEFAULT NULL, run_at timestamptz DEFAULT NULL) RETURNS void
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
    BEGIN
      IF current_setting('role') = '${APP_ROLE}' AND ($2->>'orgId') IS NOT NULL AND ($2->>'orgId') IS DISTINCT FROM public.sextant_org_id()::text THEN
        RAISE EXCEPTION 'a job of org % cannot be added in org %', $2->>'orgId', public.sextant_org_id() USING ERRCODE = 'insufficient_privilege';
      END IF;
      PERFORM graphile_worker.add_job($1, $2, job_key => $3, max_attempts => $4, run_at => $5);
    END $fn$`);
  await knex.raw(`CREATE OR REPLACE FUNCTION sextant_remove_job(job_key text) RETURNS void
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
    BEGIN
      IF current_setting('role') = '${APP_ROLE}' AND NOT EXISTS (SELECT 1 FROM graphile_worker._private_jobs j
          WHERE j.key = $1 AND (j.payload->>'orgId') = public.sextant_org_id()::text) THEN
        RETURN;
      END IF;
      PERFORM graphile_worker.remove_job($1);
    END $fn$`);
  for (const fn of ['sextant_add_job(text, json, text, integer, timestamptz)', 'sextant_remove_job(text)']) {
    await knex.raw(`REVOKE ALL ON FUNCTION ${fn} FROM PUBLIC`);
    await knex.raw(`GRANT EXECUTE ON FUNCTION ${fn} TO ${APP_ROLE}`);
  }
  for (const { name, def } of await queueCallers(knex, 'graphile_worker.add_job(')) {
    if (!name.startsWith('sextant_')) throw new Error(`unexpected caller of graphile_worker.add_job: ${name}`);
    await knex.raw(def.replaceAll('graphile_worker.add_job(', 'sextant_add_job('));
  }
}

/** The public functions whose body contains `needle`, with their definitions. */
async function queueCallers(knex: Knex, needle: string): Promise<{ name: string; def: string }[]> {
  const { rows } = await knex.raw(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prosrc LIKE '%' || ? || '%' AND p.proname NOT IN ('sextant_add_job', 'sextant_remove_job')`,
    [needle],
  );
  return rows;
}

export async function down(knex: Knex): Promise<void> {
  for (const { def } of await queueCallers(knex, 'sextant_add_job(')) await knex.raw(def.replaceAll('sextant_add_job(', 'graphile_worker.add_job('));
  await knex.raw('DROP FUNCTION IF EXISTS sextant_add_job(text, json, text, integer, timestamptz)');
  await knex.raw('DROP FUNCTION IF EXISTS sextant_remove_job(text)');
  for (const table of await tenantTables(knex)) await disableTenantPolicy(knex, table);
  await knex.raw('DROP FUNCTION IF EXISTS sextant_org_id()');
  await knex.raw(`ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM ${APP_ROLE}`);
  await knex.raw(`ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM ${APP_ROLE}`);
  await knex.raw(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${APP_ROLE}`);
  await knex.raw(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${APP_ROLE}`);
  await knex.raw(`REVOKE USAGE ON SCHEMA public FROM ${APP_ROLE}`);
  // The role stays: it is cluster-wide and other databases of the cluster may still use it.
}
