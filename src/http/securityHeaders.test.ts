/**
 * securityHeaders (src/http/securityHeaders.ts) over every combination of what decides a header — credential sent
 * (none, Authorization, cookie), public URL scheme (http, https), and whether the route sets its own Cache-Control
 * and Content-Security-Policy — on a real express app and socket.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, HSTS, securityHeaders } from './securityHeaders.js';

const servers: Record<'http' | 'https', { server: Server; base: string }> = {} as never;

beforeAll(async () => {
  for (const scheme of ['http', 'https'] as const) {
    const app = express();
    app.use(securityHeaders(() => `${scheme}://api.example.com`));
    app.get('/plain', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/own', (_req, res) => {
      res.set({ 'Cache-Control': 'public, max-age=60', 'Content-Security-Policy': "default-src 'self'" }).json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    servers[scheme] = { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
});
afterAll(() => Promise.all(Object.values(servers).map(({ server }) => new Promise((r) => server.close(r)))));

const credentials = { none: {}, authorization: { authorization: 'Bearer x' }, cookie: { cookie: 'a=b' } } as const;
const cases = (['http', 'https'] as const).flatMap((scheme) =>
  (Object.keys(credentials) as (keyof typeof credentials)[]).flatMap((credential) =>
    (['/plain', '/own'] as const).map((route) => ({ scheme, credential, route })),
  ),
);

describe('securityHeaders', () => {
  it.each(cases)('$scheme public URL, $credential, $route', async ({ scheme, credential, route }) => {
    const res = await fetch(`${servers[scheme].base}${route}`, { headers: credentials[credential] });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBe(scheme === 'https' ? HSTS : null);
    expect(res.headers.get('content-security-policy')).toBe(route === '/own' ? "default-src 'self'" : CONTENT_SECURITY_POLICY);
    const cache = route === '/own' ? 'public, max-age=60' : credential === 'none' ? null : 'no-store';
    expect(res.headers.get('cache-control')).toBe(cache);
  });
});
