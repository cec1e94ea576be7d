/**
 * mcp_sessions: an MCP session's state (spec 2 §4.21), in Postgres so every instance behind the load balancer
 * serves the same session. A session belongs to the credential that opened it (org, user and the key or OAuth
 * client — `principal`); `toolsets` are the toolsets it enabled in-session (enable_toolsets / disable_toolsets),
 * on top of the default list and any `?toolsets=` of the request. Idle sessions expire (last_used_at).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE mcp_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES orgs(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      principal text NOT NULL,
      toolsets text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mcp_sessions_org_last_used ON mcp_sessions (org_id, last_used_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE mcp_sessions');
}
