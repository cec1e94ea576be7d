/**
 * Row-level security of a tenant table (spec 2 §2: tenancy), for the migrations that create one. Every table of
 * the public schema that carries `org_id` is a tenant table: its rows are visible to, and writable by, the
 * application role (`sextant_app`) only while the transaction's `sextant.org_id` setting names their org
 * (`sextant_org_id()`, migrations/20261217000000_row_level_security.ts). An unset setting names no org, so the
 * role then sees and writes no tenant row at all (fail closed). The owner that runs migrations is not subject to
 * it (RLS is enabled, not forced), which is how the cross-org paths listed in docs/architecture.md ("Tenancy: two walls") work.
 *
 * A migration that creates a tenant table calls, after creating it:
 *
 *   await enableTenantPolicy(knex, 'audit_events');
 *
 * (the table's privileges for the role come from the default privileges the RLS migration set up).
 */
import type { Knex } from 'knex';

/** The role the application's request path runs as: no login, no superuser, no BYPASSRLS, owns nothing. */
export const APP_ROLE = 'sextant_app';
/** The one policy every tenant table has. */
export const TENANT_POLICY = 'tenant_isolation';

/** Enables RLS on `table` (a public tenant table with `org_id`) and gives it the tenant policy; safe to repeat. */
export async function enableTenantPolicy(knex: Knex, table: string): Promise<void> {
  await knex.raw('ALTER TABLE ?? ENABLE ROW LEVEL SECURITY', [table]);
  await knex.raw(`DROP POLICY IF EXISTS ${TENANT_POLICY} ON ??`, [table]);
  await knex.raw(`CREATE POLICY ${TENANT_POLICY} ON ?? USING (org_id = sextant_org_id()) WITH CHECK (org_id = sextant_org_id())`, [table]);
}

/** Undoes enableTenantPolicy (a down migration). */
export async function disableTenantPolicy(knex: Knex, table: string): Promise<void> {
  await knex.raw(`DROP POLICY IF EXISTS ${TENANT_POLICY} ON ??`, [table]);
  await knex.raw('ALTER TABLE ?? DISABLE ROW LEVEL SECURITY', [table]);
}
