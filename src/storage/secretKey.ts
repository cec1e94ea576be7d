/**
 * The server's secret key: signs the local store's presigned URLs (HMAC-SHA256) and,
 * later, encrypts webhook secrets. SEXTANT_SECRET_KEY (64 hex characters, or any string of at least 32
 * characters, hashed to 32 bytes) wins; otherwise a random key is generated once under the data directory
 * (`.data/secret.key`, mode 0600) and reused by every instance sharing that directory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** 32 bytes of key material from `env`, or from (and, the first time, into) `file`. */
export function loadSecretKey(file: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.SEXTANT_SECRET_KEY;
  if (given) {
    if (/^[0-9a-fA-F]{64}$/.test(given)) return Buffer.from(given, 'hex');
    if (given.length < 32) throw new Error('SEXTANT_SECRET_KEY is too short: give 64 hex characters (openssl rand -hex 32).');
    return createHash('sha256').update(given).digest();
  }
  try {
    const hex = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
    if (hex) throw new Error(`${file} does not hold a secret key (64 hex characters): remove it to have a new one generated, or set SEXTANT_SECRET_KEY.`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    // wx: when another instance wrote it first, use theirs.
    writeFileSync(file, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another instance created it first: read theirs, once it holds a whole key (it may still be writing it).
    for (let i = 0; i < 50; i++) {
      const hex = readFileSync(file, 'utf8').trim();
      if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
    throw new Error(`${file} does not hold a secret key (64 hex characters): remove it to have a new one generated, or set SEXTANT_SECRET_KEY.`);
  }
}
