/**
 * Secrets at rest (spec 2 §6.1): webhook signing secrets and integration secrets are encrypted with
 * AES-256-GCM under the server's secret key (src/storage/secretKey.ts: SEXTANT_SECRET_KEY, else `.data/secret.key`;
 * every instance must share it). Stored form: `v1:` + base64(iv 12 bytes ‖ auth tag 16 bytes ‖ ciphertext). The row's
 * id is the additional authenticated data, so a ciphertext copied into another row does not decrypt.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** `plain` encrypted under `key` (32 bytes) for the row `aad` (its id). A fresh random IV every time. */
export function encryptSecret(key: Buffer, plain: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64')}`;
}

/** The plaintext of `stored` (from encryptSecret with the same key and aad); throws when either differs. */
export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  if (!stored.startsWith('v1:')) throw new Error('unknown secret format');
  const b = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, b.subarray(0, 12)).setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(b.subarray(12, 28));
  return Buffer.concat([decipher.update(b.subarray(28)), decipher.final()]).toString('utf8');
}

/** A new signing secret: `whsec_` + 32 random bytes in base64url (for webhooks; integrations use their own prefix). */
export const generateSecret = (prefix = 'whsec_') => prefix + randomBytes(32).toString('base64url');
