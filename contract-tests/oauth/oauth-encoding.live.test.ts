/**
 * The OAuth pages with a malformed percent-encoding in the path (`/oauth/interaction/%`, a truncated `%E0%A4%A`,
 * an encoded lone surrogate `%ED%A0%80`): a 400 HTML page in the pages' own style (`invalid_request`), never the
 * 500 server_error page. The named forms first, then a generated set of malformed encodings (fixed seed) over
 * every /oauth/ route that takes a path segment, and the provider's own paths. A form the pages cannot read is a
 * 4xx page too.
 */
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';

const { baseUrl } = inject('contract');

/** Every /oauth/ route with a path segment, as [method, path with {seg}]. */
const ROUTES: [string, string][] = [
  ['GET', '/oauth/interaction/{seg}'],
  ['POST', '/oauth/interaction/{seg}/login'],
  ['POST', '/oauth/interaction/{seg}/logout'],
  ['POST', '/oauth/interaction/{seg}/confirm'],
];
/** Paths served by oidc-provider or outside any route: any 4xx, never a 500. */
const OTHER: [string, string][] = [
  ['GET', '/oauth/authorize/{seg}'],
  ['GET', '/oauth/{seg}'],
  ['POST', '/oauth/login/{seg}'],
  ['POST', '/api/oauth/token/{seg}'],
];

async function call(method: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' } : {}),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** A path segment whose percent-encoding does not decode to UTF-8 text. */
const malformed = fc.oneof(
  fc.constantFrom('%', '%%', '%G0', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF', '%80', '%F4%90%80%80', '%E0%A4'),
  fc
    .tuple(fc.stringMatching(/^[a-z0-9-]{0,6}$/), fc.constantFrom('%', '%Z', '%C3', '%ED%BF%BF', '%FE'), fc.stringMatching(/^[a-z0-9]{0,6}$/))
    .map(([a, bad, b]) => `${a}${bad}${b}`),
);

describe('OAuth pages: a malformed percent-encoding in the path is a 400 page, never a 500', () => {
  for (const seg of ['%', '%E0%A4%A', '%ED%A0%80']) {
    it(`GET /oauth/interaction/${seg} answers the invalid_request page`, async () => {
      const r = await call('GET', `/oauth/interaction/${seg}`);
      expect(r.status).toBe(400);
      expect(r.type).toMatch(/text\/html/);
      expect(r.text).toMatch(/invalid_request/);
      expect(r.text).not.toMatch(/server_error/);
    });
  }

  it('every interaction route, for generated malformed encodings (seeded)', async () => {
    await fc.assert(
      fc.asyncProperty(malformed, fc.constantFrom(...ROUTES), async (seg, [method, path]) => {
        const r = await call(method, path.replace('{seg}', seg));
        expect(r.status, `${method} ${path} ${seg}`).toBe(400);
        expect(r.text).toMatch(/invalid_request/);
      }),
      { seed: 29_0006, numRuns: 40 },
    );
  });

  it('a form the pages cannot read (over 16 KB, or malformed) is a 4xx page, not the 500 page', async () => {
    const big = await fetch(`${baseUrl}/oauth/interaction/abc/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `key=${'a'.repeat(20_000)}`,
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toMatch(/invalid_request/);
    const charset = await fetch(`${baseUrl}/oauth/interaction/abc/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=koi8-r' },
      body: 'key=a',
    });
    expect(charset.status).toBe(415);
    expect(await charset.text()).toMatch(/invalid_request/);
  });

  it("the provider's paths and unrouted ones answer a 4xx too", async () => {
    await fc.assert(
      fc.asyncProperty(malformed, fc.constantFrom(...OTHER), async (seg, [method, path]) => {
        const r = await call(method, path.replace('{seg}', seg));
        expect(r.status, `${method} ${path} ${seg}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${method} ${path} ${seg}`).toBeLessThan(500);
      }),
      { seed: 29_0006, numRuns: 30 },
    );
  });
});
