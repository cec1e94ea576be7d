/**
 * The keyring's ciphertexts (src/storage/keyring.ts, src/storage/secrets.ts; spec 2 §6.1): the `v2:<kid>:` form round
 * trips under any key id and plaintext, `v1:` from before the keyring still decrypts, a ciphertext opens only for its
 * own row (AAD), an unknown key id reloads the keyring once, and a retired key fails loudly. Keys come from an
 * in-memory `source` standing for the secret_keys table.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Keyring, newKeyId, SecretKeyError, wrapKey, type KeyRow } from './keyring.js';
import { encryptSecret, keyIdOf, MASTER_KID } from './secrets.js';

const master = randomBytes(32);
const row = (state: KeyRow['state'], id = newKeyId()): KeyRow => ({ id, state, wrapped: state === 'retired' ? null : wrapKey(master, id, randomBytes(32)) });

/** A keyring over `rows` (mutable: a test rotates by changing it) counting its reads. */
function keyringOver(rows: KeyRow[]) {
  const reads = { n: 0 };
  const keyring = new Keyring(master, async () => {
    reads.n++;
    return rows.map((r) => ({ ...r }));
  });
  return { keyring, reads };
}

describe('keyring ciphertexts', () => {
  it('round trip under the active key for any plaintext and row id, in the v2:<kid>: form', { timeout: 30_000 }, async () => {
    const active = row('active');
    const { keyring } = keyringOver([row('retiring'), active]);
    await keyring.reload();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), fc.uuid(), async (plain, id) => {
        const stored = keyring.encrypt(plain, id);
        expect(stored.startsWith(`v2:${active.id}:`)).toBe(true);
        expect(keyIdOf(stored)).toBe(active.id);
        expect(await keyring.decrypt(stored, id)).toBe(plain);
      }),
      { seed: 3355, numRuns: 50 },
    );
  });

  it('v1 ciphertexts (under the server key itself, from before the keyring) still decrypt and count as key "master"', async () => {
    const { keyring } = keyringOver([row('active')]);
    await keyring.reload();
    const v1 = encryptSecret(master, 'whsec_legacy', 'row-1');
    expect(keyIdOf(v1)).toBe(MASTER_KID);
    expect(await keyring.decrypt(v1, 'row-1')).toBe('whsec_legacy');
    await expect(keyring.decrypt(v1, 'row-2')).rejects.toThrow();
  });

  it('a ciphertext opens only for its own row (the AAD) and not when tampered with', async () => {
    const { keyring } = keyringOver([row('active')]);
    await keyring.reload();
    const stored = keyring.encrypt('ghsec_abc', 'row-1');
    await expect(keyring.decrypt(stored, 'row-2')).rejects.toThrow();
    const [v, kid, blob] = stored.split(':');
    const flipped = Buffer.from(blob, 'base64');
    flipped[flipped.length - 1] ^= 1;
    await expect(keyring.decrypt(`${v}:${kid}:${flipped.toString('base64')}`, 'row-1')).rejects.toThrow();
    await expect(keyring.decrypt('plaintext', 'row-1')).rejects.toThrow(/unknown secret format/);
  });

  it('an unknown key id reloads the keyring once (another instance rotated), then decrypts; still unknown, it fails', async () => {
    const rows = [row('active')];
    const { keyring, reads } = keyringOver(rows);
    await keyring.reload();
    // Another instance's keyring, after a rotation this one has not reloaded yet.
    const rotated = [{ ...rows[0], state: 'retiring' as const }, row('active')];
    const other = keyringOver(rotated).keyring;
    await other.reload();
    const stored = other.encrypt('whsec_new', 'row-1');
    rows.splice(0, rows.length, ...rotated);
    expect(reads.n).toBe(1);
    expect(await keyring.decrypt(stored, 'row-1')).toBe('whsec_new');
    expect(reads.n).toBe(2);
    // Now it encrypts under the new key too.
    expect(keyIdOf(keyring.encrypt('x', 'row-1'))).toBe(rotated[1].id);
    await expect(keyring.decrypt('v2:nosuchky:AAAA', 'row-1')).rejects.toThrow(SecretKeyError);
    expect(reads.n).toBe(3);
  });

  it('a ciphertext under a retired key fails loudly, naming the key', async () => {
    const old = row('active');
    const rows = [old];
    const { keyring } = keyringOver(rows);
    await keyring.reload();
    const stored = keyring.encrypt('whsec_old', 'row-1');
    rows.splice(0, 1, { id: old.id, state: 'retired', wrapped: null }, row('active'));
    await keyring.reload();
    await expect(keyring.decrypt(stored, 'row-1')).rejects.toThrow(new RegExp(`data key ${old.id}, which was retired`));
  });

  it('a server key that does not open the data keys is refused with one sentence', async () => {
    const keyring = new Keyring(randomBytes(32), async () => [row('active')]);
    await expect(keyring.reload()).rejects.toThrow(/must use the same SEXTANT_SECRET_KEY/);
  });

  it('without a key table (benchmarks) it encrypts in the v1 form under the server key', async () => {
    const keyring = new Keyring(master);
    const stored = keyring.encrypt('whsec_bench', 'row-1');
    expect(stored.startsWith('v1:')).toBe(true);
    expect(keyring.activeKeyId).toBe(MASTER_KID);
    expect(await keyring.decrypt(stored, 'row-1')).toBe('whsec_bench');
  });
});
