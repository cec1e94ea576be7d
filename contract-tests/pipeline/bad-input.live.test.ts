/**
 * Bad input never reaches a 500: the six causes a fuzz of every operation found, each as explicit cases
 * asserting the exact status, code and field, over REST, batch entries and MCP where the input can travel there.
 * The random fuzz of every operation is fuzz.test.ts.
 *  1. a charset other than UTF-8 in Content-Type → 415, header.Content-Type;
 *  2. an unsupported Content-Encoding → 415, a body that does not decode as its Content-Encoding → 400,
 *     header.Content-Encoding;
 *  3. malformed percent-encoding in the path → 400, path;
 *  4. NUL (and lone surrogates) in body strings and keys, query and path → 400 naming the field;
 *  5. JSON nested deeper than 64 → 400 naming the top-level field, on REST and MCP;
 *  6. integer parameters that are not plain decimals within their bounds (1e309, Infinity, 0x10) → 400 with the range.
 */
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { assertConforms, assertFailureEnvelope } from '../lib/contract.js';
import { deepJson, fuzzOperations, validPath } from '../lib/fuzz.js';
import { as, must, ok, raw, useSdk } from '../lib/sdkAs.js';
import { mcpAs } from '../lib/mcpTools.js';
import { structured } from './_setup.js';

const { baseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
let mcp: Client;
let metricRef: string;
let visionRef: string;

const withBody = fuzzOperations().filter((op) => op.body);
const NUL_MESSAGE = 'must not contain NUL (\\u0000) characters';

/**
 * Raw, as the org's admin: every request of this file is one the SDK's types refuse or cannot express (a charset or
 * Content-Encoding, malformed percent-encoding, NUL and lone surrogates, nesting depth, numbers as text), sent to a
 * path of the document read as data; the answer is read as a failure envelope.
 */
const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => raw<ErrorEnvelope>(org.apiKey, method, path, body, headers);

useSdk();
beforeAll(async () => {
  org = await newOrg('Bad input org');
  const admin = as(org.apiKey);
  metricRef = must(await sdk.createMetric({ name: 'Depth metric', unit: 'count' }, undefined, admin)).ref;
  visionRef = must(await sdk.createVision({ name: 'Versioned', kind: 'product', narrative: 'n' }, undefined, admin)).ref;
  for (let i = 0; i < 3; i++) await sdk.createTask({ title: `Page ${i}` }, undefined, admin);
  mcp = await mcpAs(org.apiKey, '?toolsets=all', 'bad-input');
});
afterAll(async () => {
  await mcp?.close();
});

/** Asserts a §7 failure with this status and code whose details hold `field` (and, when given, a message matching it). */
function expectRefusal(r: { status: number; data: unknown }, status: number, field: string, message?: RegExp | string) {
  expect(r.status, JSON.stringify(r.data)).toBe(status);
  assertFailureEnvelope(r.data);
  const { error } = r.data as ErrorEnvelope;
  expect(error.code).toBe(({ 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' } as Record<number, string>)[status] ?? 'VALIDATION_FAILED');
  const detail = error.details?.find((d) => d.field === field);
  expect(detail, `details name ${field}: ${JSON.stringify(error.details)}`).toBeDefined();
  if (message !== undefined) expect(detail?.message).toMatch(message);
}

/** A tool call through the MCP SDK client: its failure body, with details naming arguments. */
async function tool(name: string, args: Record<string, unknown>) {
  const r = await mcp.callTool({ name, arguments: args });
  return { isError: Boolean(r.isError), body: structured(r) };
}
function expectToolRefusal(r: { isError: boolean; body: unknown }, field: string, message?: RegExp | string) {
  expect(r.isError, JSON.stringify(r.body)).toBe(true);
  assertFailureEnvelope(r.body);
  const { error } = r.body as ErrorEnvelope;
  expect(error.code).toBe('VALIDATION_FAILED');
  const detail = error.details?.find((d) => d.field === field);
  expect(detail, `details name ${field}: ${JSON.stringify(error.details)}`).toBeDefined();
  if (message !== undefined) expect(detail?.message).toMatch(message);
  expect(error.suggestion).not.toMatch(/\b(body|query|path)\./);
}

/** A JSON-RPC answer to a tools/call: its result (a tool result), or a protocol error. */
interface RpcAnswer {
  result: { isError?: boolean; structuredContent?: unknown };
  error?: unknown;
}

/** A JSON-RPC tools/call written by hand, so arguments can hold what JSON.stringify cannot write (1e309, 100,000 levels). */
async function rawToolCall(name: string, argumentsJson: string) {
  const res = await fetch(`${baseUrl}/api/mcp?toolsets=all`, {
    method: 'POST',
    headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":${JSON.stringify(name)},"arguments":${argumentsJson}}}`,
  });
  return { status: res.status, body: (await res.json()) as RpcAnswer };
}

/** Runs entries through POST /api/v1/batch and returns each entry's `{ status, body }` by id. */
async function batch(operations: sdk.BatchOperation[]) {
  const r = await sdk.runBatch({ operations }, undefined, as(org.apiKey));
  const entries = ok(r, 207) ?? {};
  return Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, { status: e.status, data: e }]));
}

describe('1. a charset other than UTF-8 is 415', () => {
  it.each(withBody.map((op) => [op.operationId, op] as const))('%s', async (_, op) => {
    const r = await api(op.method, validPath(op), '{}', { 'content-type': 'application/json; charset=iso-8859-1' });
    expectRefusal(r, 415, 'header.Content-Type', /iso-8859-1/);
    expect(r.data.error.suggestion).toMatch(/UTF-8 JSON/);
  });

  it('a charset no decoder knows is 415 too', async () => {
    expectRefusal(await api('POST', '/api/v1/tasks', '{}', { 'content-type': 'application/json; charset=utf-xyz' }), 415, 'header.Content-Type', /utf-xyz/);
  });

  it('bytes that are not UTF-8 under charset utf-8 are 400, not stored as U+FFFD', async () => {
    const body = Buffer.concat([Buffer.from('{"title":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const res = await fetch(`${baseUrl}/api/v1/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json' },
      body,
    });
    const r = { status: res.status, data: (await res.json()) as unknown };
    expectRefusal(r, 400, 'body', 'holds bytes that are not UTF-8');
    assertConforms('createTask', 400, r.data);
    const gz = await fetch(`${baseUrl}/api/v1/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(body),
    });
    expectRefusal({ status: gz.status, data: (await gz.json()) as unknown }, 400, 'body', 'holds bytes that are not UTF-8');
  });

  it('charset=utf-8 is still accepted', async () => {
    const r = await api('POST', '/api/v1/tasks', JSON.stringify({ title: 'utf-8 é' }), { 'content-type': 'application/json; charset=utf-8' });
    expect(r.status).toBe(201);
  });
});

describe('2. an unsupported or undecodable Content-Encoding is 415 or 400', () => {
  it.each(withBody.map((op) => [op.operationId, op] as const))('%s', async (_, op) => {
    const plainAsGzip = await api(op.method, validPath(op), '{}', { 'content-encoding': 'gzip' });
    expectRefusal(plainAsGzip, 400, 'header.Content-Encoding', /gzip/);
    expect(plainAsGzip.data.error.suggestion).toMatch(/Compress the body with gzip|drop the Content-Encoding/);
    const unknown = await api(op.method, validPath(op), '{}', { 'content-encoding': 'x-probe' });
    expectRefusal(unknown, 415, 'header.Content-Encoding', /x-probe is not supported/);
  });

  it('deflate and br on a plain body are 400; a list of encodings is 415', async () => {
    for (const encoding of ['deflate', 'br'])
      expectRefusal(await api('POST', '/api/v1/tasks', '{}', { 'content-encoding': encoding }), 400, 'header.Content-Encoding', `says ${encoding}`);
    expectRefusal(await api('POST', '/api/v1/tasks', '{}', { 'content-encoding': 'gzip, br' }), 415, 'header.Content-Encoding');
  });

  it('a body gzipped as Content-Encoding says is read', async () => {
    const res = await fetch(`${baseUrl}/api/v1/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ title: 'Compressed' })),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as sdk.TaskCreatedResponse).data.title).toBe('Compressed');
  });
});

describe('3. malformed percent-encoding in a path is 400 naming the path', () => {
  it.each([
    ['/api/v1/visions/%ED%A0%80', '%ED%A0%80'],
    ['/api/v1/tasks/%', '%'],
    ['/api/v1/tasks/%zz/assignments', '%zz'],
  ])('%s', async (path, segment) => {
    const r = await api('GET', path);
    expectRefusal(r, 400, 'path', `segment "${segment}" is not valid percent-encoded UTF-8`);
    expect(r.data.error.suggestion).toMatch(/%25/);
    // Decoding comes before authentication, as with any unreadable request (no credential: an empty key sends none).
    expectRefusal(await raw('', 'GET', path), 400, 'path');
  });

  it('in a declared query parameter too, naming it (it is not read as U+FFFD)', async () => {
    expectRefusal(await api('GET', '/api/v1/search?query=%ED%A0%80'), 400, 'query.query', 'is not valid percent-encoded UTF-8');
    expectRefusal(await api('GET', '/api/v1/tasks?limit=%'), 400, 'query.limit');
    expect((await api('GET', '/api/v1/tasks?%zz=1&other=%ED')).status).toBe(200); // undeclared parameters are ignored (spec 2 §4.2)
    expect((await api('GET', '/api/v1/search?query=caf%C3%A9+au+lait')).status).toBe(200);
  });

  it('in a batch entry too', async () => {
    const data = await batch([
      { id: 'a', method: 'GET', path: '/api/v1/tasks/%' },
      { id: 'b', method: 'GET', path: '/api/v1/visions/%ED%A0%80' },
      { id: 'c', method: 'GET', path: '/api/v1/search?query=%ED%A0%80' },
    ]);
    expectRefusal(data.a, 400, 'path');
    expectRefusal(data.b, 400, 'path');
    expectRefusal(data.c, 400, 'query.query');
  });

  it('over MCP a lone surrogate in a path argument is refused naming the argument', async () => {
    expectToolRefusal(await tool('get_vision', { id: '\ud800' }), 'id', /well-formed Unicode/);
  });
});

describe('4. NUL in any text is 400 naming the field', () => {
  /** The first string property of a body schema, else an undeclared one: either way the NUL is named first. */
  const textField = (body: unknown): string =>
    Object.entries((body as { properties?: Record<string, { type?: unknown }> }).properties ?? {}).find(([, s]) => [s.type].flat().includes('string'))?.[0] ??
    'x';

  it.each(withBody.map((op) => [op.operationId, op] as const))('body of %s', async (_, op) => {
    const field = textField(op.body);
    const r = await api(op.method, validPath(op), { [field]: 'a\u0000b' });
    expectRefusal(r, 400, `body.${field}`, NUL_MESSAGE);
  });

  it('in object keys and nested free-form JSON (metric dataSourceConfig)', async () => {
    const key = await api('POST', '/api/v1/metrics', { name: 'm', unit: 'count', dataSourceConfig: { 'k\u0000': 1 } });
    expectRefusal(key, 400, 'body.dataSourceConfig.k\\u0000', `is a key that ${NUL_MESSAGE}`);
    const nested = await api('PATCH', `/api/v1/metrics/${metricRef}`, { dataSourceConfig: { list: ['ok', { deeper: 'b\u0000' }] } });
    expectRefusal(nested, 400, 'body.dataSourceConfig.list.1.deeper', NUL_MESSAGE);
  });

  it('lone surrogates are refused the same way', async () => {
    expectRefusal(await api('POST', '/api/v1/tasks', { title: 'x\ud800' }), 400, 'body.title', /well-formed Unicode/);
  });

  it('in the query and in the path', async () => {
    expectRefusal(await api('GET', '/api/v1/search?query=ab%00cd'), 400, 'query.query', NUL_MESSAGE);
    expectRefusal(await api('GET', '/api/v1/tasks/ENG%001'), 400, 'path.id', NUL_MESSAGE);
    expectRefusal(await api('GET', '/api/v1/activities?entityType=task&entityId=a%00'), 400, 'query.entityId', NUL_MESSAGE);
  });

  it('in a batch entry and over MCP, naming the argument', async () => {
    // A NUL in an entry's body is inside the batch's own body, which is refused as a whole.
    const whole = await api('POST', '/api/v1/batch', { operations: [{ id: 'a', method: 'POST', path: '/api/v1/tasks', body: { title: 'a\u0000b' } }] });
    expectRefusal(whole, 400, 'body.operations.0.body.title', NUL_MESSAGE);
    const data = await batch([
      { id: 'q', method: 'GET', path: '/api/v1/search?query=ab%00cd' },
      { id: 'p', method: 'GET', path: '/api/v1/tasks/ENG%001' },
    ]);
    expectRefusal(data.q, 400, 'query.query', NUL_MESSAGE);
    expectRefusal(data.p, 400, 'path.id', NUL_MESSAGE);
    expectToolRefusal(await tool('create_task', { title: 'a\u0000b' }), 'title', NUL_MESSAGE);
    expectToolRefusal(await tool('search', { query: 'ab\u0000cd' }), 'query', NUL_MESSAGE);
    expectToolRefusal(await tool('get_task', { id: 'ENG\u00001' }), 'id', NUL_MESSAGE);
  });
});

describe('5. JSON nested deeper than 64 is 400', () => {
  const deepConfig = (levels: number) => `{"name":"Deep","unit":"count","dataSourceConfig":${deepJson(levels)}}`;

  it('5,000 deep in dataSourceConfig, on createMetric and updateMetric, with or without an Idempotency-Key', async () => {
    expectRefusal(await api('POST', '/api/v1/metrics', deepConfig(5000)), 400, 'body.dataSourceConfig', /more than 64 levels/);
    expectRefusal(await api('POST', '/api/v1/metrics', deepConfig(5000), { 'idempotency-key': crypto.randomUUID() }), 400, 'body.dataSourceConfig', /64/);
    expectRefusal(await api('PATCH', `/api/v1/metrics/${metricRef}`, `{"dataSourceConfig":${deepJson(5000)}}`), 400, 'body.dataSourceConfig', /64/);
  });

  it('the limit is 64 levels, the body itself being the first', async () => {
    expect((await api('POST', '/api/v1/metrics', deepConfig(63))).status).toBe(201); // body + 63 = 64 levels
    expectRefusal(await api('POST', '/api/v1/metrics', deepConfig(64)), 400, 'body.dataSourceConfig');
  });

  it('a whole body of nested arrays, and a deep batch entry body', async () => {
    expectRefusal(await api('POST', '/api/v1/tasks', '['.repeat(5000) + ']'.repeat(5000)), 400, 'body.0');
    const r = await api('POST', '/api/v1/batch', `{"operations":[{"id":"a","method":"POST","path":"/api/v1/metrics","body":${deepConfig(5000)}}]}`);
    expectRefusal(r, 400, 'body.operations');
  });

  it('over MCP: a deep tool argument from the SDK client, and 5,000 and 100,000 levels written by hand', async () => {
    // The SDK client serialises recursively itself, so it sends 1,000 levels; deeper ones are written by hand.
    let config: unknown = 1;
    for (let i = 0; i < 1000; i++) config = { a: config };
    expectToolRefusal(await tool('create_metric', { name: 'Deep', unit: 'count', dataSourceConfig: config }), 'dataSourceConfig', /64/);
    expectToolRefusal(await tool('list_tasks', { limit: { a: { a: { a: 1 } } }, teamId: config }), 'teamId', /64/);
    for (const levels of [5000, 100_000]) {
      const sent = await rawToolCall('create_metric', `{"name":"Deep","unit":"count","dataSourceConfig":${deepJson(levels)}}`);
      expect(sent.status).toBe(200);
      expect(sent.body.error, JSON.stringify(sent.body).slice(0, 300)).toBeUndefined();
      expectToolRefusal({ isError: Boolean(sent.body.result.isError), body: sent.body.result.structuredContent }, 'dataSourceConfig', /64/);
    }
    const query = await rawToolCall('list_tasks', `{"teamId":${deepJson(5000)}}`);
    expectToolRefusal({ isError: Boolean(query.body.result.isError), body: query.body.result.structuredContent }, 'teamId', /64/);
    expect((await tool('whoami', {})).isError).toBe(false); // the server is still serving
  });
});

describe('6. integer parameters are plain decimals within their bounds', () => {
  const lists = fuzzOperations().filter((op) => op.params.some((p) => p.in === 'query' && p.name === 'limit'));

  it('covers every list', () => expect(lists.length).toBeGreaterThanOrEqual(14));

  it.each(lists.map((op) => [op.operationId, op] as const))('limit of %s', async (_, op) => {
    const max = Number(op.params.find((p) => p.name === 'limit')?.schema.maximum);
    const path = validPath(op);
    for (const bad of ['1e309', 'Infinity', '0x10', '-1', String(max + 1), '1.5', '%205', '99999999999999999999']) {
      expectRefusal(await api('GET', `${path}?limit=${bad}`), 400, 'query.limit', `must be a plain decimal integer from 1 to ${max}`);
    }
  });

  it('a plain decimal within bounds is served with that page size', async () => {
    const r = await sdk.listTasks({ limit: 2 }, as(org.apiKey));
    expect(r.status).toBe(200);
    expect(ok(r)).toHaveLength(2);
    expect(ok(await sdk.listTasks({ limit: 16 }, as(org.apiKey))).length).toBeGreaterThan(2);
  });

  it('an integer path parameter (version) likewise', async () => {
    for (const bad of ['0x1', '1e0', 'Infinity', '0', '1.0']) {
      const r = await api('POST', `/api/v1/visions/${visionRef}/versions/${bad}/rename`, { name: 'v' });
      expectRefusal(r, 400, 'path.version', 'must be a plain decimal integer from 1 to 2147483647');
    }
  });

  it('in a batch entry', async () => {
    const data = await batch([
      { id: 'a', method: 'GET', path: '/api/v1/tasks?limit=1e309' },
      { id: 'b', method: 'GET', path: '/api/v1/tasks?limit=0x10' },
    ]);
    expectRefusal(data.a, 400, 'query.limit', /from 1 to 200/);
    expectRefusal(data.b, 400, 'query.limit', /from 1 to 200/);
  });

  it('over MCP: non-finite (1e309 parses to Infinity), fractional and hex numbers are refused, naming the argument', async () => {
    const sent = await rawToolCall('list_tasks', '{"limit":1e309}');
    expectToolRefusal(
      { isError: Boolean(sent.body.result.isError), body: sent.body.result.structuredContent },
      'limit',
      'must be a plain decimal integer from 1 to 200',
    );
    expectToolRefusal(await tool('list_tasks', { limit: 1.5 }), 'limit', /from 1 to 200/);
    expectToolRefusal(await tool('list_tasks', { limit: '0x10' }), 'limit', /from 1 to 200/);
    expect((await tool('list_tasks', { limit: 2 })).body.data).toHaveLength(2);
  });
});

describe('requests Node cannot parse get the envelope too', () => {
  /** Sends raw bytes and resolves with the status, headers and parsed body of the answer. */
  const sendBytes = (bytes: string) =>
    new Promise<{ status: number; head: string; body: ErrorEnvelope }>((resolve, reject) => {
      const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1', () => socket.write(bytes));
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, body] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)];
        resolve({ status: Number(head.split(' ')[1]), head, body: JSON.parse(body) });
      });
    });

  it('431 for a URL and headers over 16 KB, with X-Request-Id', async () => {
    const r = await sendBytes(`GET /api/v1/tasks?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${org.apiKey}\r\n\r\n`);
    expect(r.status).toBe(431);
    assertFailureEnvelope(r.body);
    expect(r.body.error.message).toBe('The URL and headers are larger than 16 KB');
    expect(r.head).toMatch(new RegExp(`X-Request-Id: ${r.body.meta.requestId}`, 'i'));
  });

  it('400 for bytes that are not HTTP/1.1', async () => {
    const r = await sendBytes('HELLO THERE\r\n\r\n');
    expect(r.status).toBe(400);
    assertFailureEnvelope(r.body);
    expect(r.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request is not valid HTTP/1.1' });
  });
});

describe('the documented answers', () => {
  it('413 for a body over 1 MB, naming the body', async () => {
    const r = await api('POST', '/api/v1/tasks', JSON.stringify({ title: 't', description: 'x'.repeat(1_100_000) }));
    expectRefusal(r, 413, 'body', /larger than 1 MB/);
    assertConforms('createTask', 413, r.data);
  });
});

describe('7. body keys named after Object.prototype members are unknown fields, not a 500', () => {
  // Found by the fuzz: the did-you-mean lookup read SYNONYMS['__proto__'], Object.prototype.
  for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`"${key}" in a body is 400 naming body.${key}`, async () => {
      const r = await api('POST', '/api/v1/tasks', `{"title":"x","${key}":1}`);
      expect(r.status, JSON.stringify(r.data)).toBe(400);
      assertFailureEnvelope(r.data, key);
      expect(r.data.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: `body.${key}` })]));
    });
  }
});
