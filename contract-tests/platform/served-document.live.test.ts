/**
 * The document the server serves names the server itself in `servers` (its public URL, spec 2 §9), so the
 * reference at /docs and clients generated from it reach this server.
 */
import { describe, expect, inject, it } from 'vitest';

const { baseUrl } = inject('contract');

describe('served OpenAPI document', () => {
  it('servers[0] is the public URL the server was started with', async () => {
    const res = await fetch(`${baseUrl}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { servers: { url: string }[] };
    expect(doc.servers[0]!.url).toBe(baseUrl);
  });
});
