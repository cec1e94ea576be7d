/**
 * Content negotiation and the kept representations of src/http/staticAsset.ts: the coding chosen for an
 * Accept-Encoding (a table of the usual headers, then generated headers against the rule of RFC 9110 §12.5.3), and
 * an asset's bytes compressed once per coding.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Encoding, staticAsset } from './staticAsset.js';

describe('chooseEncoding', () => {
  const cases: [string | undefined, Encoding][] = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'], // refuses everything: the body as it is
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'], // Chrome's: a tie, br first
    ['gzip, deflate', 'gzip'], // Safari's older header
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['BR;Q=0.8, GZIP;Q=0.9', 'gzip'],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=0, identity;q=0.5', 'identity'],
    ['br;q=nonsense, gzip;q=0.2', 'gzip'],
    ['br;q=2, gzip;q=0.2', 'gzip'], // q above 1 is malformed: not a preference
    ['deflate', 'identity'], // only codings not offered: the body as it is
    [' br ; q=0.3 , gzip ; q=0.2 ', 'br'],
  ];
  it.each(cases)('%j → %s', (accept, want) => {
    expect(chooseEncoding(accept)).toBe(want);
  });

  it('answers with a coding of the highest q-value the header gives (generated headers)', () => {
    const coding = fc.constantFrom('br', 'gzip', 'x-gzip', 'identity', '*', 'deflate', 'zstd');
    const q = fc.option(
      fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
      { nil: undefined },
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(coding, q), { maxLength: 6 }), (entries) => {
        const header = entries.map(([c, v]) => (v === undefined ? c : `${c};q=${v}`)).join(', ');
        // The rule, stated independently: a coding's q is its own entry's (the best if repeated), else `*`'s,
        // else, for identity, the lowest positive q of the header (1 when there is none), and 0 for the rest.
        const own = (c: string) => entries.filter(([e]) => (e === 'x-gzip' ? 'gzip' : e) === c).map(([, v]) => v ?? 1);
        const positive = entries.map(([, v]) => v ?? 1).filter((v) => v > 0);
        const implicit = positive.length ? Math.min(...positive) : 1;
        const qOf = (c: string) => (own(c).length ? Math.max(...own(c)) : own('*').length ? Math.max(...own('*')) : c === 'identity' ? implicit : 0);
        const got = chooseEncoding(header);
        const best = Math.max(...(['br', 'gzip', 'identity'] as const).map(qOf));
        if (best === 0) expect(got).toBe('identity');
        else expect(qOf(got)).toBe(best);
      }),
      { seed: 20261129, numRuns: 500 },
    );
  });
});

describe('staticAsset', () => {
  const text = 'Sextant API reference. '.repeat(200);

  it('keeps each coding’s bytes: compressed once, decompressing to the identity bytes', async () => {
    const asset = staticAsset({ body: text, type: 'text/plain', cacheControl: 'no-cache' });
    const br = await asset.bytes('br');
    const gzip = await asset.bytes('gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(gunzipSync(gzip).toString('utf8')).toBe(text);
    expect(br.length).toBeLessThan(asset.body.length);
    // The same Buffer each time: nothing is compressed again.
    expect(await asset.bytes('br')).toBe(br);
    expect(await asset.bytes('gzip')).toBe(gzip);
    expect(await asset.bytes('identity')).toBe(asset.body);
  });

  it('a strong ETag per representation, from the SHA-256 of the identity bytes', () => {
    const asset = staticAsset({ body: text, type: 'text/plain', cacheControl: 'no-cache' });
    expect(asset.hash).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect([asset.etag('identity'), asset.etag('gzip'), asset.etag('br')]).toEqual([`"${asset.hash}"`, `"${asset.hash}-gzip"`, `"${asset.hash}-br"`]);
    expect(staticAsset({ body: `${text}!`, type: 'text/plain', cacheControl: 'no-cache' }).hash).not.toBe(asset.hash);
  });
});
