/**
 * Secrets at rest (spec 2 §6.1): webhook signing secrets, integration secrets, evidence hashing keys and sealed
 * idempotent responses are encrypted with AES-256-GCM. Two stored forms:
 * - `v2:<kid>:` + base64(iv 12 bytes ‖ auth tag 16 bytes ‖ ciphertext): under the data key `kid` of the keyring
 *   (src/storage/keyring.ts), what every write produces.
 * - `v1:` + base64(iv ‖ tag ‖ ciphertext): directly under the server's secret key (src/storage/secretKey.ts), what
 *   was written before the keyring; still read, and counted as key id `master` by rotation.
 * The row's id (or another stable identity of the row) is the additional authenticated data, so a ciphertext copied
 * into another row does not decrypt.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The key id a `v1:` ciphertext counts as: the server's secret key itself. */
export const MASTER_KID = 'master';

/** `plain` under `key` (32 bytes) for `aad`: base64(iv ‖ tag ‖ ciphertext), a fresh random IV every time. */
function seal(key: Buffer, plain: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64');
}

/** The plaintext of `blob` (from seal with the same key and aad); throws when either differs. */
function open(key: Buffer, blob: string, aad: string): string {
  const b = Buffer.from(blob, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, b.subarray(0, 12)).setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(b.subarray(12, 28));
  return Buffer.concat([decipher.update(b.subarray(28)), decipher.final()]).toString('utf8');
}

/** The key id a stored ciphertext names (`master` for `v1:`); throws on anything that is not a ciphertext. */
export function keyIdOf(stored: string): string {
  if (stored.startsWith('v1:')) return MASTER_KID;
  const m = /^v2:([A-Za-z0-9_-]+):/.exec(stored);
  if (!m) throw new Error('unknown secret format');
  return m[1];
}

/** `plain` encrypted under the data key `kid` (32 bytes) for the row `aad`: `v2:<kid>:…`. */
export function encryptWithKey(kid: string, key: Buffer, plain: string, aad: string): string {
  return `v2:${kid}:${seal(key, plain, aad)}`;
}

/** The plaintext of a `v2:` ciphertext given the key it names (keyIdOf); throws when the key or aad differs. */
export function decryptWithKey(key: Buffer, stored: string, aad: string): string {
  const kid = keyIdOf(stored);
  if (kid === MASTER_KID) throw new Error('a v1 ciphertext is under the server key, not a data key');
  return open(key, stored.slice(4 + kid.length), aad);
}

/** `plain` encrypted directly under the server's secret `key` (32 bytes) for `aad`: the `v1:` form (wraps data keys). */
export function encryptSecret(key: Buffer, plain: string, aad: string): string {
  return `v1:${seal(key, plain, aad)}`;
}

/** The plaintext of a `v1:` ciphertext (from encryptSecret with the same key and aad); throws when either differs. */
export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  if (!stored.startsWith('v1:')) throw new Error('unknown secret format');
  return open(key, stored.slice(3), aad);
}

/** A new signing secret: `whsec_` + 32 random bytes in base64url (for webhooks; integrations use their own prefix). */
export const generateSecret = (prefix = 'whsec_') => prefix + randomBytes(32).toString('base64url');
