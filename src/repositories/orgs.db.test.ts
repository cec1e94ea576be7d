/** The orgs and api_keys query modules against Postgres: org lookups and locks, keys newest first, revocation, credentials. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findCredentialRow, insertApiKey, listApiKeys, lockApiKeyById, revokeApiKey } from './apiKeys.js';
import { anyOrg, findBaseCurrency, findOrg, insertOrg, lockOrg, updateOrg } from './orgs.js';

const t = useTestDb();
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('orgs', () => {
  it('inserts, finds, locks and updates an org by its id', async () => {
    const id = await t.db.transaction((trx) => insertOrg(trx, { name: 'Orgs repo' }));
    expect(await anyOrg(t.db)).toBe(true);
    expect(await findOrg(t.db, id)).toEqual({ id });
    expect(await findOrg(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect((await findBaseCurrency(t.db, id))?.trim()).toBe('USD');
    await t.db.transaction(async (trx) => {
      expect(await lockOrg(trx, id)).toEqual({ id, base_currency: expect.stringMatching(/^USD/) });
      expect(await updateOrg(trx, id, { base_currency: 'EUR' })).toBe(1);
    });
    expect((await findBaseCurrency(t.db, id))?.trim()).toBe('EUR');
  });
});

describe('api_keys', () => {
  it("lists a user's keys newest first, revokes in the key's org only, finds live credentials by hash", async () => {
    const a = await t.newOrg('Keys A');
    const b = await t.newOrg('Keys B');
    const before = await listApiKeys(t.db, a.orgId, a.userId);
    expect(before).toHaveLength(1);
    await t.db.transaction((trx) =>
      insertApiKey(trx, a.orgId, { user_id: a.userId, role: 'pm', capabilities: ['tasks:read'], key_hash: sha('k2'), hint: 'k2k2' }),
    );
    const keys = await listApiKeys(t.db, a.orgId, a.userId);
    expect(keys.map((k) => k.hint)).toEqual(['k2k2', before[0].hint]);
    expect(Object.keys(keys[0]).sort()).toEqual(['capabilities', 'created_at', 'hint', 'id', 'revoked_at', 'role']);
    expect(await listApiKeys(t.db, b.orgId, a.userId)).toEqual([]);
    expect(await findCredentialRow(t.db, 'api_key', sha('k2'))).toMatchObject({ org_id: a.orgId, user_id: a.userId, role: 'pm' });
    expect(await findCredentialRow(t.db, 'oauth', sha('k2'))).toBeUndefined();
    await t.db.transaction(async (trx) => {
      expect(await lockApiKeyById(trx, keys[0].id)).toEqual({ org_id: a.orgId, id: keys[0].id, revoked_at: null });
      expect(await revokeApiKey(trx, b.orgId, keys[0].id)).toBeUndefined();
      expect(await revokeApiKey(trx, a.orgId, keys[0].id)).toBeInstanceOf(Date);
    });
    expect(await findCredentialRow(t.db, 'api_key', sha('k2'))).toBeUndefined();
  });
});
