/**
 * The delivery HTTP client: the SSRF range check, IP-literal and resolved-name refusals, redirects
 * returned (never followed), TLS verified against the extra CA only when given, the hard timeout and the capped
 * body read — against a local HTTPS server with a throwaway CA.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generateTestCa, type TestCa } from '../../contract-tests/lib/receiver.js';
import { describeError, isPublicAddress, MAX_RESPONSE_BYTES, postJson, RefusedAddressError } from './http.js';

describe('isPublicAddress (ipaddr.js range unicast only)', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (a) => expect(isPublicAddress(a)).toBe(true));
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '192.0.0.8',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'fd00::1',
    'fe80::1',
    '64:ff9b::7f00:1',
    'ff02::1',
    'not-an-ip',
  ])('%s is refused', (a) => expect(isPublicAddress(a)).toBe(false));
});

let dir: string;
let ca: TestCa;
let server: https.Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wh-http-'));
  ca = await generateTestCa(dir);
  server = https.createServer({ key: ca.keyPem, cert: ca.certPem }, (req, res) => {
    seen.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (req.url === '/redirect') res.writeHead(302, { location: 'https://localhost/elsewhere' }).end('moved');
      else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end('late'), 2000);
      else if (req.url === '/big') res.writeHead(500).end('x'.repeat(MAX_RESPONSE_BYTES * 3));
      else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('postJson', () => {
  it('refuses loopback by IP literal and by name unless private addresses are allowed, without connecting', async () => {
    const before = seen.length;
    const literal = await postJson(`https://127.0.0.1:${port}/a`, '{}', {}, { extraCa: ca.caPem }).catch((e) => e);
    expect(literal).toBeInstanceOf(RefusedAddressError);
    expect(describeError(literal)).toBe('refused non-public address 127.0.0.1');
    const v6 = await postJson(`https://[::1]:${port}/a`, '{}', {}).catch((e) => e);
    expect(describeError(v6)).toBe('refused non-public address ::1');
    const named = await postJson(`https://localhost:${port}/a`, '{}', {}, { extraCa: ca.caPem }).catch((e) => e);
    expect(describeError(named)).toMatch(/^refused non-public address (127\.0\.0\.1|::1)$/);
    expect(seen.length).toBe(before);
    expect(await postJson(`https://localhost:${port}/a`, '{}', {}, { extraCa: ca.caPem, allowPrivate: true })).toEqual({ status: 200, body: 'ok' });
  });

  it('verifies TLS: the test CA is unknown without extraCa', async () => {
    const err = await postJson(`https://localhost:${port}/a`, '{}', {}, { allowPrivate: true }).catch((e) => e);
    expect(describeError(err)).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|self.signed|unable to verify/i);
  });

  it('returns a redirect as its status without following it', async () => {
    const before = seen.length;
    expect(await postJson(`https://localhost:${port}/redirect`, '{}', {}, { extraCa: ca.caPem, allowPrivate: true })).toEqual({ status: 302, body: 'moved' });
    expect(seen.slice(before)).toEqual(['/redirect']);
  });

  it('caps the body read and fails on the hard timeout', async () => {
    const big = await postJson(`https://localhost:${port}/big`, '{}', {}, { extraCa: ca.caPem, allowPrivate: true });
    expect(big.status).toBe(500);
    expect(big.body.length).toBe(MAX_RESPONSE_BYTES);
    const t0 = Date.now();
    const err = await postJson(`https://localhost:${port}/slow`, '{}', {}, { extraCa: ca.caPem, allowPrivate: true, timeoutMs: 300 }).catch((e) => e);
    expect(describeError(err)).toBe('timeout after 300 ms');
    expect(Date.now() - t0).toBeLessThan(1500);
  });

  it('only posts to https URLs', async () => {
    expect(describeError(await postJson(`http://localhost:${port}/a`, '{}', {}, { allowPrivate: true }).catch((e) => e))).toMatch(/only https/);
  });
});
