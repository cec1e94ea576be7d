/**
 * audit_events: the org's append-only record of security events (who created or revoked a key, changed a role,
 * approved an OAuth app, rotated a webhook secret, exported the org, was locked out or failed to authenticate).
 * Written by src/services/audit.ts in the transaction of the action it records; read by GET /api/v1/audit-events.
 *
 * Append-only: a trigger refuses every UPDATE, and every DELETE but two — the retention purge, which sets
 * `sextant.audit_purge` for its own transaction, and the cascade of a deleted org (its org row is already gone).
 * Never exported or imported (src/import/catalog.ts). The application role may insert and read an org's rows (the
 * tenant policy) but holds no UPDATE, DELETE or TRUNCATE on the table.
 */
import type { Knex } from 'knex';
import { APP_ROLE, enableTenantPolicy } from './lib/tenantPolicy.js';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE audit_events (
      org_id uuid NOT NULL REFERENCES orgs(id) ON DELETE CASCADE,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      occurred_at timestamptz(3) NOT NULL DEFAULT clock_timestamp(),
      actor_user_id uuid,
      credential_kind text NOT NULL CHECK (credential_kind IN ('api_key', 'oauth', 'session', 'system', 'cli')),
      credential_id text,
      action text NOT NULL CHECK (action ~ '^[a-z_]+(\\.[a-z_]+)+$'),
      target_kind text,
      target_id text,
      target_ref text,
      request_id text,
      address text,
      outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'denied')),
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      PRIMARY KEY (org_id, id)
    );
    CREATE INDEX audit_events_list ON audit_events (org_id, occurred_at DESC, id DESC);

    CREATE FUNCTION sextant_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND (current_setting('sextant.audit_purge', true) = 'on'
                               OR NOT EXISTS (SELECT 1 FROM orgs WHERE id = OLD.org_id)) THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION sextant_audit_append_only();
  `);
  // The org's rows only, like every tenant table; and the application role may add and read events, never change
  // or remove one (the trigger above is the second wall, for the owner too).
  await enableTenantPolicy(knex, 'audit_events');
  await knex.raw('REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM ??', [APP_ROLE]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE audit_events; DROP FUNCTION sextant_audit_append_only()');
}
