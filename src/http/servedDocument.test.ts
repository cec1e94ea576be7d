/**
 * The served OpenAPI document names the configured public URL in `servers` (spec 2 §9): /docs and clients
 * generated from GET /api/v1/openapi.json default to servers[0], so a localhost placeholder would send them to
 * the integrator's own machine.
 */
import { describe, expect, it } from 'vitest';
import { getOpenApiDocument } from '../../handlers/platform/getOpenApiDocument.js';

describe('GET /api/v1/openapi.json servers', () => {
  it.each(['https://sextant.example.com', 'http://127.0.0.1:4123', 'https://example.org/sextant'])('servers[0] is the public URL %s', async (url) => {
    const res = (await getOpenApiDocument(undefined as never, { services: { publicUrl: () => url } } as never)) as unknown as {
      data: { servers: { url: string }[]; paths: object };
    };
    expect(res.data.servers.map((s) => s.url)).toEqual([url]);
    expect(Object.keys(res.data.paths).length).toBeGreaterThan(100);
  });
});
