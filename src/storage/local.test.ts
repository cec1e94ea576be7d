/** The local store's signed grants: HMAC over the grant, expiry, no key outside the directory. */
import { describe, expect, it } from 'vitest';
import { LocalObjectStore, contentDigest } from './local.js';

const ORG = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';
const store = new LocalObjectStore('/tmp/sextant-local-test', Buffer.alloc(32, 7), () => 'http://files.test');

describe('local store grants', () => {
  it('an upload URL carries a grant that verifies, pinned to size, type and checksum, with the headers to send', async () => {
    const up = await store.presignUpload({ key: `${ORG}/${FILE}`, size: 12, contentType: 'text/plain', sha256: 'ab'.repeat(32), expiresInSeconds: 60 });
    expect(up.url).toMatch(/^http:\/\/files\.test\/api\/uploads\/[\w-]+\.[\w-]+$/);
    expect(up.headers).toEqual({ 'Content-Type': 'text/plain', 'Content-Digest': contentDigest('ab'.repeat(32)) });
    const token = up.url.split('/').pop()!;
    expect(store.verify(token)).toEqual({
      grant: { op: 'put', key: `${ORG}/${FILE}`, size: 12, contentType: 'text/plain', sha256: 'ab'.repeat(32), exp: expect.any(Number) },
    });
  });

  it('a changed grant, another key or a past expiry does not verify', async () => {
    const token = store.sign({ op: 'get', key: `${ORG}/${FILE}`, filename: 'a.txt', contentType: 'text/plain', exp: Math.floor(Date.now() / 1000) + 60 });
    const [body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), key: `${ORG}/${ORG}` })).toString('base64url');
    expect(store.verify(`${forged}.${mac}`)).toEqual({ error: 'invalid' });
    expect(new LocalObjectStore('/tmp/x', Buffer.alloc(32, 8), () => '').verify(token)).toEqual({ error: 'invalid' });
    expect(store.verify(token, Date.now() + 61_000)).toEqual({ error: 'expired' });
    expect(store.verify('garbage')).toEqual({ error: 'invalid' });
  });

  it('keys are <org uuid>/<file uuid> and never leave the directory', () => {
    expect(store.pathOf(`${ORG}/${FILE}`)).toBe(`/tmp/sextant-local-test/${ORG}/${FILE}`);
    expect(() => store.pathOf('../etc/passwd')).toThrow(/invalid object key/);
    expect(() => store.pathOf(`${ORG}/../${FILE}`)).toThrow(/invalid object key/);
  });

  it('Content-Digest is RFC 9530 sha-256 in base64', () => {
    expect(contentDigest('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')).toBe('sha-256=:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=:');
  });
});
