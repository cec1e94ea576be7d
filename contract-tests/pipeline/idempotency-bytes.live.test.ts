/**
 * A replay is the same answer, byte for byte (spec 2 §8): the body of an `Idempotent-Replayed` response is the
 * exact bytes of the first — same keys in the same order — so a client comparing bodies or hashes sees one answer.
 * Over REST (successes with nested data, a webhook subscription whose secret is sealed at rest), MCP
 * and inside a batch.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newOrg } from '../lib/orgs.js';
import { mcpAs } from '../lib/mcpTools.js';

const { baseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
beforeAll(async () => {
  org = await newOrg('Replay bytes org');
});

/** POSTs `body` with `key`; the status, the replay header and the body as the bytes sent. */
async function post(path: string, body: unknown, key: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), text: await res.text() };
}

describe('an Idempotent-Replayed body is the first body, byte for byte', () => {
  const cases: [string, string, (n: string) => unknown][] = [
    ['a created task', '/api/v1/tasks', (n) => ({ title: `Bytes ${n}`, description: 'keys in order', priority: 'high' })],
    ['a created customer', '/api/v1/customers', (n) => ({ name: `Customer ${n}`, arr: 120000, profile: { seats: 40, industry: 'logistics' } })],
    [
      'a webhook subscription (its secret sealed at rest)',
      '/api/v1/webhook-subscriptions',
      (n) => ({ url: `https://hooks-${n}.example.invalid/sextant`, eventTypes: ['task.created'] }),
    ],
  ];
  for (const [what, path, make] of cases) {
    it(what, async () => {
      const key = randomUUID();
      const body = make(key.slice(0, 8));
      const first = await post(path, body, key);
      const again = await post(path, body, key);
      expect(first.replayed).toBeNull();
      expect(again.replayed).toBe('true');
      expect(again.status).toBe(first.status);
      expect(again.text).toBe(first.text);
    });
  }

  it("inside a batch: the replayed entry's envelope has the first one's bytes", async () => {
    const entryKey = randomUUID();
    const body = {
      operations: [{ id: 'a', method: 'POST', path: '/api/v1/tasks', body: { title: `Batch ${entryKey}`, priority: 'low' }, idempotencyKey: entryKey }],
    };
    const run = async () => JSON.parse((await post('/api/v1/batch', body, randomUUID())).text).data.a;
    const { headers: h1, ...first } = await run();
    const { headers: h2, ...again } = await run();
    expect(h1['Idempotent-Replayed']).toBeUndefined();
    expect(h2['Idempotent-Replayed']).toBe('true');
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it('over MCP: the replayed tool result is the first text', async () => {
    const mcp = await mcpAs(org.apiKey);
    try {
      const key = randomUUID();
      const args = { title: `MCP bytes ${key}`, priority: 'medium', idempotencyKey: key };
      const first = await mcp.callTool({ name: 'create_task', arguments: args });
      const again = await mcp.callTool({ name: 'create_task', arguments: args });
      const text = (r: typeof first) => (r.content as { type: string; text: string }[])[0].text;
      expect(text(again)).toBe(text(first));
    } finally {
      await mcp.close();
    }
  });
});
