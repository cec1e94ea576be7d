/**
 * Key rotation against a real Postgres (src/storage/rotation.ts, src/storage/keyring.ts; spec 2 §6.1), in a database of
 * its own (the keyring is global: rotating the shared test database would touch every other file's secrets):
 * - table-driven over CIPHERTEXT_COLUMNS (the list rotation reads): every column holds v1 (from before the keyring)
 *   and v2 ciphertexts, written by the services that own them; after `rotateSecrets` every one is under the new key,
 *   decrypts to what it held, and the old key is retired with its material wiped.
 * - a text column holding ciphertexts that the list misses fails the scan.
 * - an interrupted rotation is resumed by the next run; concurrent first starts create exactly one active key; a
 *   ciphertext no key opens is reported, not fatal; a run under another server key changes nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, migrate } from '../db/knex.js';
import { actorFor } from '../db/testing/harness.js';
import { OrgService } from '../services/orgs.js';
import { WebhookService } from '../services/webhooks.js';
import { IntegrationService } from '../services/integrations.js';
import { ObservedEvidenceService } from '../services/observedEvidence.js';
import { IdempotencyStore } from '../platform/idempotency.js';
import { CIPHERTEXT_COLUMNS, SEALED_PATTERN, type CiphertextColumn } from './ciphertexts.js';
import { Keyring, readKeys } from './keyring.js';
import { rotateSecrets, secretsStatus } from './rotation.js';
import { keyIdOf, MASTER_KID } from './secrets.js';

const master = randomBytes(32);
const name = `sextant_keyring_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let admin: Knex;
let db: Knex;

beforeAll(async () => {
  admin = createDb(inject('databaseUrl'), { min: 0, max: 1 });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  db = createDb(url.toString(), { min: 0, max: 4 });
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.destroy();
});

/**
 * Writes secrets into every ciphertext column through the code that owns it, under `keyring`: one org's webhook
 * subscription, GitHub integration, evidence hashing key and a sealed idempotent response. A column of
 * CIPHERTEXT_COLUMNS without a writer here fails the test that uses it.
 */
async function writeSecrets(keyring: Keyring): Promise<void> {
  const org = await new OrgService(db).createOrg(`Keyring ${randomUUID().slice(0, 8)}`);
  const actor = actorFor(org.orgId, org.userId);
  await new WebhookService(db, keyring).create(actor, { url: 'https://hooks.example.com/k', eventTypes: ['*'] });
  await new IntegrationService(db, keyring, () => 'http://127.0.0.1:1').createGithub(org.orgId, { name: 'GitHub' });
  await new ObservedEvidenceService(db, keyring).hash(actor, ['ada@example.com']);
  const store = new IdempotencyStore(db, keyring);
  const scope = { orgId: org.orgId, userId: org.userId, method: 'POST', path: '/api/v1/webhook-subscriptions', key: randomUUID() };
  await store.claim(scope, 'h');
  await store.complete(db, scope, 201, { ok: true, data: { id: randomUUID(), secret: `whsec_${randomUUID()}`, url: 'https://x.example' } });
}

/** Every ciphertext of `c`: the row's AAD and the ciphertext. */
async function ciphertextsOf(c: CiphertextColumn): Promise<{ aad: string; stored: string }[]> {
  const rows = await db(c.table).select(...c.keys.map((k) => db.raw('??::text AS ??', [k, k])), db.raw('??::text AS "$value"', [c.column]));
  return (rows as Record<string, string>[]).flatMap((r) => {
    const stored = c.sealed ? SEALED_PATTERN.exec(r.$value ?? '')?.[1] : r.$value;
    return stored ? [{ aad: c.aad(r), stored }] : [];
  });
}

/** aad → plaintext of every ciphertext of `c`. */
async function plaintextsOf(keyring: Keyring, c: CiphertextColumn): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const { aad, stored } of await ciphertextsOf(c)) out.set(aad, await keyring.decrypt(stored, aad));
  return out;
}

describe('secrets:rotate', () => {
  it('concurrent first starts create exactly one active key', async () => {
    const keyrings = await Promise.all(Array.from({ length: 5 }, () => Keyring.load(db, master)));
    expect(new Set(keyrings.map((k) => k.activeKeyId)).size).toBe(1);
    expect((await readKeys(db)).filter((k) => k.state === 'active')).toHaveLength(1);
  });

  it.each(CIPHERTEXT_COLUMNS.map((c) => [`${c.table}.${c.column}`, c] as const))(
    '%s: v1 and v2 ciphertexts are re-encrypted under the new key, decrypting as before; the old key is retired and wiped',
    async (_label, column) => {
      const before = await Keyring.load(db, master);
      // From before the keyring (v1, under the server key) and under the current data key (v2).
      await writeSecrets(new Keyring(master));
      await writeSecrets(before);
      const kids = new Set((await ciphertextsOf(column)).map((x) => keyIdOf(x.stored)));
      expect(kids).toContain(MASTER_KID);
      expect(kids).toContain(before.activeKeyId);
      const plain = await plaintextsOf(before, column);

      const result = await rotateSecrets(db, master, { waitMs: 0, batchSize: 2 });
      expect(result.resumed).toBe(false);
      expect(result.retiredKeyIds).toEqual([before.activeKeyId]);
      expect(result.activeKeyId).not.toBe(before.activeKeyId);

      const after = await Keyring.load(db, master);
      expect(after.activeKeyId).toBe(result.activeKeyId);
      expect(new Set((await ciphertextsOf(column)).map((x) => keyIdOf(x.stored)))).toEqual(new Set([result.activeKeyId]));
      expect(await plaintextsOf(after, column)).toEqual(plain);
      const retired = (await readKeys(db)).find((k) => k.id === before.activeKeyId);
      expect(retired).toEqual({ id: before.activeKeyId, state: 'retired', wrapped: null });
      const status = await secretsStatus(db);
      expect(status.underServerKey).toBe(0);
      expect(status.keys.find((k) => k.state === 'active')).toMatchObject({ id: result.activeKeyId });
      expect(status.keys.filter((k) => k.state !== 'active').every((k) => k.ciphertexts === 0)).toBe(true);
    },
    30_000,
  );

  it('every text column holding v1:/v2: ciphertexts is in CIPHERTEXT_COLUMNS (else rotation would leave it behind)', async () => {
    await writeSecrets(await Keyring.load(db, master));
    await writeSecrets(new Keyring(master));
    const { rows: columns } = await db.raw(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
    );
    const holding: string[] = [];
    for (const { t, c } of columns as { t: string; c: string }[]) {
      const { rows } = await db.raw(`SELECT 1 FROM ?? WHERE ??::text ~ '(^|")v(1|2:[A-Za-z0-9_-]+):[A-Za-z0-9+/]{20,}' LIMIT 1`, [t, c]);
      if (rows.length) holding.push(`${t}.${c}`);
    }
    // secret_keys.wrapped holds the data keys themselves, wrapped under the server key: never rotated by data keys.
    const listed = new Set([...CIPHERTEXT_COLUMNS.map((x) => `${x.table}.${x.column}`), 'secret_keys.wrapped']);
    expect(holding.filter((h) => !listed.has(h))).toEqual([]);
    expect(holding.sort()).toEqual([...listed].sort());
  });

  it('an interrupted rotation is resumed by the next run, which finishes it', async () => {
    const before = await Keyring.load(db, master);
    await writeSecrets(before);
    const plain = await Promise.all(CIPHERTEXT_COLUMNS.map((c) => plaintextsOf(before, c)));
    let batches = 0;
    await expect(
      rotateSecrets(db, master, {
        waitMs: 0,
        batchSize: 1,
        onProgress: (p) => {
          if (p.phase === 're-encrypting' && p.done > 0 && ++batches === 2) throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    const midway = await readKeys(db);
    expect(midway.find((k) => k.id === before.activeKeyId)?.state).toBe('retiring');
    const active = midway.find((k) => k.state === 'active')!.id;

    const result = await rotateSecrets(db, master, { waitMs: 0 });
    expect(result).toMatchObject({ resumed: true, activeKeyId: active, retiredKeyIds: [before.activeKeyId] });
    const after = await Keyring.load(db, master);
    for (const [i, c] of CIPHERTEXT_COLUMNS.entries()) {
      expect(new Set((await ciphertextsOf(c)).map((x) => keyIdOf(x.stored)))).toEqual(new Set([active]));
      expect(await plaintextsOf(after, c)).toEqual(plain[i]);
    }
  });

  it('a ciphertext no key opens is reported and left as it is; the rotation still retires the old key', async () => {
    await writeSecrets(await Keyring.load(db, master));
    const [sub] = await db('webhook_subscriptions').select('id').orderBy('created_at', 'desc').limit(1);
    const foreign = new Keyring(randomBytes(32)).encrypt('whsec_foreign', sub.id);
    await db('webhook_subscriptions').where({ id: sub.id }).update({ secret_ciphertext: foreign });
    const result = await rotateSecrets(db, master, { waitMs: 0 });
    expect(result.retiredKeyIds).toHaveLength(1);
    expect(result.unreadable).toEqual([{ column: 'webhook_subscriptions.secret_ciphertext', row: { id: sub.id }, reason: expect.any(String) }]);
    expect((await db('webhook_subscriptions').where({ id: sub.id }).first()).secret_ciphertext).toBe(foreign);
    await db('webhook_subscriptions').where({ id: sub.id }).delete();
  });

  it('a run with another server key changes nothing and says which key to use', async () => {
    const keys = await readKeys(db);
    await expect(rotateSecrets(db, randomBytes(32), { waitMs: 0 })).rejects.toThrow(/same SEXTANT_SECRET_KEY/);
    expect(await readKeys(db)).toEqual(keys);
  });
});
