/**
 * OAuth 2.0 for third-party apps and MCP clients (issue 16; spec 2 §5.4-5.7).
 * - oauth_records: everything oidc-provider persists (clients, grants, codes, access and refresh tokens,
 *   interactions, its per-authorization sessions), one row per model instance (src/oauth/adapter.ts). `id` is the
 *   SHA-256 of oidc-provider's id — for opaque tokens the id IS the token value, so the database never holds a usable
 *   code or token; `grant_id` in clear, indexed, so one DELETE ends a whole refresh family on every instance.
 *   Not an org's row: a client registered by the admin CLI names its org inside its payload (`org_id`); one
 *   registered by a client itself (RFC 7591) names none until an admin of some org approves it.
 * - oauth_grants: Sextant's record of each approval — the org, the client, whom the grant acts as (the approving
 *   admin, or the app's own user for actor=app), the scopes granted, when it was revoked.
 * - users.kind person | app, users.app_client_id: an app acting as itself (actor=app) writes as a user of kind app,
 *   one per org and client, so createdBy fields and the activity log name the app. users.deactivated_at: admin CLI
 *   user:deactivate — the user's keys, user-acting tokens and consent sessions stop at once.
 * - oauth_sessions, oauth_login_links: the consent page's own sign-in (an org admin, by pasted API key or a one-time
 *   link from the admin CLI), in Postgres so any instance serves the page. Only hashes are stored.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  const ts = (t: Knex.CreateTableBuilder, col: string) => t.specificType(col, 'timestamptz(3)');
  const stamp = (t: Knex.CreateTableBuilder, col: string) => ts(t, col).notNullable().defaultTo(knex.raw('clock_timestamp()'));

  await knex.schema.createTable('oauth_records', (t) => {
    t.text('model').notNullable();
    t.text('id').notNullable();
    t.jsonb('payload').notNullable();
    t.text('grant_id');
    t.text('uid');
    t.text('user_code');
    ts(t, 'expires_at');
    ts(t, 'consumed_at');
    stamp(t, 'created_at');
    t.primary(['model', 'id']);
    t.index(['grant_id']);
    t.index(['expires_at']);
  });
  await knex.raw('CREATE UNIQUE INDEX oauth_records_uid ON oauth_records (model, uid) WHERE uid IS NOT NULL');

  await knex.schema.alterTable('users', (t) => {
    t.text('kind').notNullable().defaultTo('person');
    t.text('app_client_id');
    ts(t, 'deactivated_at');
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_kind CHECK (kind IN ('person', 'app') AND (kind = 'app') = (app_client_id IS NOT NULL))`);
  await knex.raw('CREATE UNIQUE INDEX users_app_client ON users (org_id, app_client_id) WHERE app_client_id IS NOT NULL');

  await knex.schema.createTable('oauth_grants', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.text('grant_id').notNullable().primary();
    t.text('client_id').notNullable();
    t.text('actor_type').notNullable();
    t.uuid('user_id').notNullable(); // whom the tokens act as: the approving admin (user) or the app's user (app)
    t.uuid('approved_by').notNullable();
    t.specificType('scopes', 'text[]').notNullable();
    t.text('resource').notNullable();
    stamp(t, 'created_at');
    ts(t, 'revoked_at');
    t.foreign(['org_id', 'user_id']).references(['org_id', 'id']).inTable('users').onDelete('CASCADE');
    t.foreign(['org_id', 'approved_by']).references(['org_id', 'id']).inTable('users').onDelete('CASCADE');
    t.index(['org_id', 'user_id']);
    t.index(['client_id']);
  });
  await knex.raw(`ALTER TABLE oauth_grants ADD CONSTRAINT oauth_grants_actor CHECK (actor_type IN ('user', 'app'))`);

  for (const table of ['oauth_sessions', 'oauth_login_links']) {
    await knex.schema.createTable(table, (t) => {
      t.text('id_hash').primary();
      t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
      t.uuid('user_id').notNullable();
      ts(t, 'expires_at').notNullable();
      if (table === 'oauth_login_links') ts(t, 'used_at');
      stamp(t, 'created_at');
      t.foreign(['org_id', 'user_id']).references(['org_id', 'id']).inTable('users').onDelete('CASCADE');
      t.index(['org_id', 'user_id']);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('oauth_login_links');
  await knex.schema.dropTable('oauth_sessions');
  await knex.schema.dropTable('oauth_grants');
  await knex.raw('DROP INDEX IF EXISTS users_app_client');
  await knex.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_kind');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('kind');
    t.dropColumn('app_client_id');
    t.dropColumn('deactivated_at');
  });
  await knex.schema.dropTable('oauth_records');
}
