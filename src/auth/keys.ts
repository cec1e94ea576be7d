/**
 * API key material (spec 2 §5.1): `sextant_live_<43 base64url chars>` (256 random bits). Only the SHA-256
 * of the key is stored; the key itself is shown once.
 */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'sextant_live_';
export const OAUTH_PREFIX = 'sextant_oat_';

export function newApiKey(): { key: string; hash: string; hint: string } {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashKey(key), hint: key.slice(-4) };
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
