/**
 * The keyring of secrets at rest (src/storage/keyring.ts). secret_keys holds the data keys that encrypt webhook
 * signing secrets, integration secrets, evidence hashing keys and sealed idempotent responses; each is wrapped
 * (AES-256-GCM, AAD the key id) under the deployment's secret key (SEXTANT_SECRET_KEY or the key file), so the table
 * alone opens nothing. Global (no org_id): one keyring serves every org.
 * - id: the short key id every `v2:<id>:…` ciphertext names.
 * - wrapped: the wrapped data key; null once retired (its material is wiped).
 * - state: active (encrypts; exactly one), retiring (decrypts only, while `secrets:rotate` re-encrypts what it
 *   holds), retired (opens nothing).
 * The first start of a server creates the first key; the migration cannot (it has no secret key).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('secret_keys', (t) => {
    t.text('id').primary();
    t.text('wrapped');
    t.text('state').notNullable();
    t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.specificType('retired_at', 'timestamptz(3)');
  });
  await knex.raw(`ALTER TABLE secret_keys ADD CONSTRAINT secret_keys_state CHECK (state IN ('active', 'retiring', 'retired'))`);
  await knex.raw(`ALTER TABLE secret_keys ADD CONSTRAINT secret_keys_wiped CHECK ((state = 'retired') = (wrapped IS NULL))`);
  // At most one active key: concurrent first starts race on this index, and the loser's insert does nothing.
  await knex.raw(`CREATE UNIQUE INDEX secret_keys_one_active ON secret_keys ((true)) WHERE state = 'active'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('secret_keys');
}
