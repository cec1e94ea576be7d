/**
 * The reference page's files and both documents over plain HTTP (node:http, so nothing is decompressed for us):
 * for every asset × Accept-Encoding the coding chosen, `Vary: Accept-Encoding`, bytes that decompress to the
 * identity bytes, a strong ETag per representation answered with a bodiless 304, the Cache-Control of each kind
 * (immutable for the content-hashed files, no-cache for the page and the documents, no-store when a credential is
 * sent), and the page's copy of the document with its `<n>` placeholders escaped while the API's stays as written
 * (src/http/docs.ts, src/http/staticAsset.ts, src/http/docsMarkdown.ts).
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import bundled from '../../src/generated/openapi.json' with { type: 'json' };

const { baseUrl } = inject('contract');

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly these headers; the body as it came on the wire. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw): Buffer =>
  r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** [path, Cache-Control]; the hashed paths are read from the page. */
let assets: [string, string][];

beforeAll(async () => {
  const html = (await raw('/docs')).body.toString('utf8');
  const hashed = [...html.matchAll(/(?:src|href)="(\/docs\/[a-z]+\.[A-Za-z0-9_-]{27}\.(?:js|css))"/g)].map((m) => m[1]);
  expect(hashed).toHaveLength(4); // the Redoc bundle, the init script, the style, the prerendered part's style
  assets = [
    ['/docs', 'no-cache'],
    ['/docs/openapi.json', 'no-cache'],
    ['/api/v1/openapi.json', 'no-cache'],
    ...hashed.map((p): [string, string] => [p, IMMUTABLE]),
  ];
}, 120_000);

/** Accept-Encoding → the coding answered (undefined: no header sent). */
const ENCODINGS: [string | undefined, 'br' | 'gzip' | undefined][] = [
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['identity', undefined],
  ['br;q=0, gzip', 'gzip'],
  ['*', 'br'],
  ['gzip, deflate, br, zstd', 'br'], // a browser's: equal q-values, br wins the tie
  ['gzip;q=1, br;q=0.5', 'gzip'],
  [undefined, undefined],
];

describe('the reference page and the documents, compressed once, with validators', () => {
  it('each asset in each coding: the coding, Vary, the same bytes decompressed, a strong ETag per representation, its Cache-Control', async () => {
    for (const [path, cacheControl] of assets) {
      const identity = await raw(path, { 'accept-encoding': 'identity' });
      expect(identity.status, path).toBe(200);
      const etags = new Set<string>();
      for (const [accept, coding] of ENCODINGS) {
        const what = `${path} with Accept-Encoding ${accept}`;
        const res = await raw(path, accept === undefined ? {} : { 'accept-encoding': accept });
        expect(res.status, what).toBe(200);
        expect(res.headers['content-encoding'], what).toBe(coding);
        expect(res.headers.vary, what).toMatch(/Accept-Encoding/i);
        expect(res.headers['cache-control'], what).toBe(cacheControl);
        expect(Number(res.headers['content-length']), what).toBe(res.body.length);
        expect(decode(res).equals(identity.body), what).toBe(true);
        if (coding && identity.body.length > 1024) expect(res.body.length, what).toBeLessThan(identity.body.length);
        const etag = String(res.headers.etag);
        expect(etag, what).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong
        etags.add(`${coding}:${etag}`);
      }
      // One ETag per representation, and a different one for each.
      expect(new Set([...etags].map((e) => e.split(':')[0])).size, path).toBe(etags.size);
    }
  });

  it('If-None-Match naming the representation → 304 without a body; another representation’s ETag → 200', async () => {
    for (const [path, cacheControl] of assets) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const first = await raw(path, { 'accept-encoding': accept });
        const etag = String(first.headers.etag);
        const again = await raw(path, { 'accept-encoding': accept, 'if-none-match': etag });
        expect(again.status, `${path} ${accept}`).toBe(304);
        expect(again.body.length, `${path} ${accept}`).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(cacheControl);
        expect((await raw(path, { 'accept-encoding': accept, 'if-none-match': `W/${etag}` })).status).toBe(304); // weak comparison
        expect((await raw(path, { 'accept-encoding': accept, 'if-none-match': '"something-else"' })).status).toBe(200);
      }
      const br = String((await raw(path, { 'accept-encoding': 'br' })).headers.etag);
      expect((await raw(path, { 'accept-encoding': 'gzip', 'if-none-match': br })).status, path).toBe(200);
    }
  });

  it('HEAD answers the same headers without a body; a credential keeps Cache-Control: no-store', async () => {
    for (const [path] of assets) {
      const get = await raw(path, { 'accept-encoding': 'br' });
      const head = await raw(path, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      for (const credential of [{ authorization: 'Bearer sextant_live_whatever' }, { cookie: 'a=b' }] as Record<string, string>[]) {
        const res = await raw(path, { 'accept-encoding': 'gzip', ...credential });
        expect(res.headers['cache-control'], `${path} ${Object.keys(credential)[0]}`).toBe('no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('the page has its strict CSP on every answer, a 304 included; an unknown or old hash is the 404 envelope', async () => {
    const page = await raw('/docs', { 'accept-encoding': 'br' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'; script-src 'self';/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|https?:/);
    expect((await raw('/docs', { 'if-none-match': String(page.headers.etag), 'accept-encoding': 'br' })).headers['content-security-policy']).toBe(csp);
    for (const path of ['/docs/redoc.AAAAAAAAAAAAAAAAAAAAAAAAAAA.js', '/docs/redoc.standalone.js', '/docs/init.js']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body.toString('utf8')).error.code).toBe('NOT_FOUND');
    }
  });

  it('the page’s document escapes <n>-style placeholders in descriptions; the API’s is the bundled one as written', async () => {
    const api = JSON.parse(decode(await raw('/api/v1/openapi.json', { 'accept-encoding': 'gzip' })).toString('utf8'));
    const page = JSON.parse(decode(await raw('/docs/openapi.json', { 'accept-encoding': 'gzip' })).toString('utf8'));
    expect(api).toEqual({ ...bundled, servers: [{ url: baseUrl, description: 'This Sextant server' }] });
    expect(page.servers).toEqual(api.servers);
    const visions = '/api/v1/visions/{id}';
    expect(api.paths[visions].get.description).toMatch(/[A-Z]+-<n>/);
    expect(page.paths[visions].get.description).not.toMatch(/<n>/);
    expect(page.paths[visions].get.description).toBe(api.paths[visions].get.description.replaceAll('<n>', '&lt;n>'));
    // Redoc's own component stays a component.
    expect(page.info.description).toContain('<SecurityDefinitions />');
  });
});
