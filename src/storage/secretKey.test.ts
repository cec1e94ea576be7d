/** The server's secret key: generated once, reused, never silently empty. */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey } from './secretKey.js';
import { LocalObjectStore } from './local.js';

const dir = () => mkdtempSync(join(tmpdir(), 'sextant-key-'));

describe('secret key', () => {
  it('is generated once into the file (mode 0600) and read back the same', () => {
    const file = join(dir(), 'secret.key');
    const first = loadSecretKey(file, {});
    expect(first.length).toBe(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(file, {}).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
  });

  it('SEXTANT_SECRET_KEY wins: 64 hex characters as they are, a long passphrase hashed; a short one is refused', () => {
    const file = join(dir(), 'secret.key');
    expect(loadSecretKey(file, { SEXTANT_SECRET_KEY: 'ab'.repeat(32) }).toString('hex')).toBe('ab'.repeat(32));
    expect(loadSecretKey(file, { SEXTANT_SECRET_KEY: 'a passphrase of more than thirty-two characters' }).length).toBe(32);
    expect(() => loadSecretKey(file, { SEXTANT_SECRET_KEY: 'short' })).toThrow(/too short/);
  });

  it('a file that does not hold a key is refused, never read as an empty key', () => {
    const file = join(dir(), 'secret.key');
    writeFileSync(file, 'not hex\n');
    expect(() => loadSecretKey(file, {})).toThrow(/does not hold a secret key/);
    expect(() => new LocalObjectStore('/tmp/x', Buffer.alloc(0), () => '')).toThrow(/at least 32 bytes/);
  });
});
