/**
 * POST /api/mcp as the OpenAPI document describes it (operation postMcpMessage, x-served-by: mcp; spec 2 §4.21):
 * real answers of the running server — initialize, a notification, tools/list, a batch, a tool call, the transport's
 * refusals, 401 without a credential, 405 to other methods — each validated against the documented response of its
 * status, and the operation kept out of the operation table, the MCP catalog and the SDK like the other operations
 * served outside the pipeline.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { operations } from '../../src/generated/operations.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';
import { ROOT } from '../../src/db/connect.js';
import { assertConformsAt, undeclaredHeaders } from '../lib/contract.js';
import { newOrg } from '../lib/orgs.js';

const { baseUrl } = inject('contract');
const ACCEPT = 'application/json, text/event-stream';
let apiKey: string;

interface Sent {
  method?: string;
  query?: string;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
}

/**
 * What POST /api/mcp answers, read loosely: a JSON-RPC message (`result` or `error` with a numeric code), or, for a
 * refusal before the transport, Sextant's error envelope (`ok: false`, `error` with a string code). Each test reads
 * the members its answer must have; a batch answers an array of these.
 */
interface McpAnswer {
  jsonrpc: string;
  id: number | string | null;
  result: { protocolVersion?: string; tools: { name: string }[]; isError?: boolean; structuredContent?: unknown };
  error: { code: number | string; message?: string };
  ok: boolean;
}

/** Sends to /api/mcp and checks the answer against the document's response for its status; `body` is read as T. */
async function mcp<T = McpAnswer>(o: Sent = {}) {
  const method = o.method ?? 'POST';
  const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: ACCEPT, 'content-type': 'application/json', ...o.headers };
  for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
  const body = method === 'POST' ? (o.raw ?? JSON.stringify(o.body)) : undefined;
  const res = await fetch(`${baseUrl}/api/mcp${o.query ?? ''}`, { method, headers, body });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  const op = method === 'DELETE' ? 'delete' : 'post';
  assertConformsAt('/api/mcp', op, res.status, parsed, `${method} /api/mcp`);
  // Every Sextant-specific header sent (X-*, WWW-Authenticate, Allow, Mcp-Session-Id, …) is declared on the documented response.
  expect(undeclaredHeaders('/api/mcp', op, res.status, res.headers), `${method} /api/mcp ${res.status}`).toEqual([]);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}
const rpc = (id: number | string | undefined, method: string, params: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  ...(id === undefined ? {} : { id }),
  method,
  params,
});
const INIT = rpc(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'contract-tests', version: '1.0.0' } });

beforeAll(async () => {
  apiKey = (await newOrg('MCP document org')).apiKey;
});

describe('POST /api/mcp answers as documented', () => {
  it('initialize, a notification, tools/list, a batch and a tool call', async () => {
    const init = await mcp({ body: INIT });
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/^application\/json/);
    expect(init.headers.get('mcp-session-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/); // a new session, as documented
    expect(init.body).toMatchObject({ jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', serverInfo: { name: 'sextant' } } });

    const note = await mcp({ body: rpc(undefined, 'notifications/initialized'), headers: { 'mcp-protocol-version': '2025-06-18' } });
    expect(note.status).toBe(202);
    expect(note.text).toBe('');

    const list = await mcp({ body: rpc('list', 'tools/list'), query: '?toolsets=tasks' });
    expect(list.status).toBe(200);
    expect(list.body.id).toBe('list');
    expect(list.body.result.tools.map((t: { name: string }) => t.name)).toContain('list_tasks');

    const batch = await mcp<McpAnswer[]>({ body: [rpc(1, 'tools/list'), rpc(2, 'prompts/list'), rpc(undefined, 'notifications/initialized')] });
    expect(batch.status).toBe(200);
    expect(batch.body.map((r) => r.id).sort()).toEqual([1, 2]);

    const call = await mcp({ body: rpc(3, 'tools/call', { name: 'whoami', arguments: {} }) });
    expect(call.status).toBe(200);
    expect(call.body.result.isError).toBeFalsy();
    expect(call.body.result.structuredContent).toMatchObject({ ok: true });

    const unknownMethod = await mcp({ body: rpc(4, 'no/such/method') });
    expect(unknownMethod.status).toBe(200);
    expect(unknownMethod.body.error).toMatchObject({ code: -32601 });
  });

  it('the generated curl sample, sent as written, answers 200', async () => {
    const op = doc.paths['/api/mcp'].post;
    const curl: string = op['x-codeSamples'].find((s) => s.label === 'curl')!.source;
    const headers = Object.fromEntries(
      [...curl.matchAll(/-H ["']([^:]+): ([^"']+)["']/g)].map((m) => [m[1].toLowerCase(), m[2].replace('$SEXTANT_API_KEY', apiKey)]),
    );
    expect(headers).toMatchObject({ accept: ACCEPT, 'content-type': 'application/json' });
    const body = JSON.parse(/-d '([^']+)'/.exec(curl)![1]);
    const res = await mcp({ headers, body });
    expect(res.status).toBe(200);
    expect(res.body.result.tools.length).toBeGreaterThan(0);
  });

  it('refusals: 401 with the resource metadata challenge, 405 to other methods, 406, 400 and 415', async () => {
    const anonymous = await mcp({ body: INIT, headers: { authorization: '' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHORIZED');
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/mcp"$/);
    expect((await mcp({ body: INIT, headers: { authorization: 'Bearer sextant_live_nope' } })).status).toBe(401);

    for (const method of ['GET', 'PUT']) {
      const r = await mcp({ method });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow'), method).toBe('POST, DELETE');
      expect(r.body.error.code, method).toBe('METHOD_NOT_ALLOWED');
    }
    // A session id that names no session is a documented 404 (initialize again).
    const lost = await mcp({
      body: rpc(2, 'tools/list'),
      headers: { 'mcp-session-id': '00000000-0000-4000-8000-000000000000', 'mcp-protocol-version': '2025-06-18' },
    });
    expect(lost.status).toBe(404);
    expect(lost.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32001 } });
    // DELETE ends a session: without one, there is nothing to end.
    const end = await mcp({ method: 'DELETE' });
    expect(end.status).toBe(404);
    expect(end.body.error.code).toBe('NOT_FOUND');

    const notAcceptable = await mcp({ body: INIT, headers: { accept: 'application/json' } });
    expect(notAcceptable.status).toBe(406);
    expect(notAcceptable.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });

    const toolset = await mcp({ body: INIT, query: '?toolsets=taskz' });
    expect(toolset.status).toBe(400);
    expect(toolset.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'toolsets' }] });

    const version = await mcp({ body: rpc(1, 'tools/list'), headers: { 'mcp-protocol-version': '1999-01-01' } });
    expect(version.status).toBe(400);
    expect(version.body).toMatchObject({ jsonrpc: '2.0', id: null });

    const notRpc = await mcp({ body: { hello: 'world' } });
    expect(notRpc.status).toBe(400);
    expect(notRpc.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });

    const badJson = await mcp({ raw: '{"jsonrpc":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.ok).toBe(false);

    const text = await mcp({ raw: JSON.stringify(INIT), headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('the conformance check bites: an answer of another shape does not match the documented one', () => {
    expect(() => assertConformsAt('/api/mcp', 'post', 200, { ok: true, data: {} })).toThrow(/does not match/);
    expect(() => assertConformsAt('/api/mcp', 'post', 406, { ok: false, error: { code: 'X', message: 'm', suggestion: 's' } })).toThrow(/does not match/);
    expect(() => assertConformsAt('/api/mcp', 'post', 409, {})).toThrow(/not documented/);
  });
});

describe('postMcpMessage stays in the document only', () => {
  it('is in the document, not in the operation table, the MCP catalog, the SDK or the CLI samples', () => {
    const op = doc.paths['/api/mcp'].post;
    expect(op).toMatchObject({ operationId: 'postMcpMessage', 'x-served-by': 'mcp', 'x-mcp': false, tags: ['platform'] });
    expect(op['x-codeSamples'].map((s: { label: string }) => s.label)).toEqual(['curl']);
    expect(Object.keys(operations)).not.toContain('postMcpMessage');
    expect(toolCatalog.map((t) => t.name)).not.toContain('post_mcp_message');
    const sdk = join(ROOT, 'sdk/src/generated');
    for (const f of readdirSync(sdk)) expect(readFileSync(join(sdk, f), 'utf8'), f).not.toMatch(/postMcpMessage|JsonRpc/);
  });
});
