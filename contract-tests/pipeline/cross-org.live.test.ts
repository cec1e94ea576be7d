/**
 * Tenancy over every operation (spec 1 §1, spec 2 §7: another org's id reads as 404): an org is seeded with real
 * entities of every collection a path parameter names (./_pools.ts, the fuzz's seed), and an admin of a second org —
 * every capability, so only tenancy can refuse — calls every operation whose path names one of them, with the first
 * org's ids and refs, over REST and, for the tools among the reads, over MCP.
 *
 * Every answer is 404 NOT_FOUND; an operation with a body may instead refuse the body (400 VALIDATION_FAILED: the
 * body is schema-valid, but some are checked across fields before the lookup), and most must reach the 404 (checked
 * at the end, so a probe stopped by validation cannot pass unnoticed). No answer names one of the first org's ids,
 * and the first org's rows are byte for byte what they were (a digest of every table with an org_id).
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assertFailureEnvelope } from '../lib/contract.js';
import { arb, fuzzOperations, httpRequest, mcpArguments, type FuzzInput, type FuzzOp, type Pools } from '../lib/fuzz.js';
import { mcpAs } from '../lib/mcpTools.js';
import { orgDigest } from '../lib/orgDigest.js';
import { newOrg } from '../lib/orgs.js';
import { raw, useSdk } from '../lib/sdkAs.js';
import { seedPoolOrg } from './_pools.js';
import { structured } from './_setup.js';

let owner: Awaited<ReturnType<typeof seedPoolOrg>>;
let intruder: Awaited<ReturnType<typeof newOrg>>;
let mcp: Client;
let before: Record<string, string>;

/**
 * Columns the owner's own background work keeps changing while the probe runs: the seed's test delivery to an
 * address that never resolves is retried on its schedule.
 */
const PROGRESS: Record<string, string[]> = {
  integration_events: ['status', 'attempt_count', 'last_error', 'last_status_code', 'last_attempt_at', 'next_attempt_at', 'finished_at', 'duration_ms'],
};

/** The owner org's fingerprint (contract-tests/lib/orgDigest.ts), less its background work's progress. */
const digest = (orgId: string) => orgDigest(inject('contract').databaseUrl, orgId, (table) => PROGRESS[table] ?? []);

/** The collection of a path parameter: the path segment before it (the pools' key). */
const collectionOf = (op: FuzzOp, name: string) => {
  const segments = op.path.split('/');
  return segments[segments.indexOf(`{${name}}`) - 1];
};

/** The operations whose path names at least one of the owner's entities. */
const probed = (pools: Pools) =>
  fuzzOperations().filter((op) => op.params.some((p) => p.in === 'path' && (pools.byCollection[collectionOf(op, p.name)]?.length ?? 0) > 0));

/**
 * The requests of `op` with the owner's values: one per known value (id, then ref) of each pooled path parameter,
 * the other parameters at their first known value; required query parameters and the body schema-valid (fixed seed),
 * their id fields drawn from the owner's entities too.
 */
function inputs(op: FuzzOp, pools: Pools): FuzzInput[] {
  const first: Record<string, string> = {};
  const pathParams = op.params.filter((p) => p.in === 'path');
  for (const p of pathParams) {
    const known = pools.byCollection[collectionOf(op, p.name)] ?? [];
    const [v] = known.length ? known : fc.sample(arb(p.schema, { nasty: 0, pools, name: p.name, inUrl: true }), { numRuns: 1, seed: 11 });
    first[p.name] = String(v);
  }
  const query: Record<string, unknown> = {};
  for (const p of op.params.filter((x) => x.in === 'query' && x.required)) {
    [query[p.name]] = fc.sample(arb(p.schema, { nasty: 0, pools, name: p.name, inUrl: true }), { numRuns: 1, seed: 11 });
  }
  const body = op.body ? fc.sample(arb(op.body, { nasty: 0, pools, name: 'body' }), { numRuns: 1, seed: 11 })[0] : op.method === 'GET' ? undefined : {};
  const out: FuzzInput[] = [];
  for (const p of pathParams) {
    for (const value of pools.byCollection[collectionOf(op, p.name)] ?? []) {
      if (out.length && value === first[p.name]) continue;
      out.push({ path: { ...first, [p.name]: value }, query, body });
    }
  }
  return out;
}

/** Path parameters that name no entity of an org (checked: an org-independent key, a version number, …). */
const NOT_ENTITIES: string[] = ['getDefaultTemplate: default/{entityType}'];

/** Body operations that were answered 404 at least once, and all body operations seen. */
const reached = new Set<string>();
const withBody = new Set<string>();

useSdk();
beforeAll(async () => {
  owner = await seedPoolOrg('Cross-org owner');
  intruder = await newOrg('Cross-org intruder');
  mcp = await mcpAs(intruder.apiKey, '?toolsets=all', 'cross-org');
  // The seed's own background work (the test delivery, outbox rows) settles first: two equal digests in a row.
  before = await digest(owner.org.orgId);
  for (let i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await digest(owner.org.orgId);
    if (Object.entries(again).every(([table, d]) => before[table] === d)) break;
    before = again;
  }
}, 180_000);
afterAll(async () => {
  await mcp?.close();
});

describe("another org's ids and refs in the path: 404 over REST, nothing read, nothing changed", () => {
  it('probes every operation whose path names an entity', () => {
    // The seed covers every collection the document's paths name with an id: a new collection without a pool
    // would silently go unprobed, so it fails here instead.
    const unprobed = fuzzOperations()
      .filter((op) => !probed(owner.pools).some((o) => o.operationId === op.operationId))
      .flatMap((op) => op.params.filter((p) => p.in === 'path').map((p) => `${op.operationId}: ${collectionOf(op, p.name)}/{${p.name}}`));
    if (process.env.CROSS_ORG_LIST) console.log(JSON.stringify(unprobed, null, 1));
    expect(unprobed).toEqual(NOT_ENTITIES);
  });

  // Deletes last, so a wrongly allowed delete cannot hide a wrongly allowed read of the same row.
  const ops = () => {
    const all = probed(owner.pools);
    return [...all.filter((o) => o.method !== 'DELETE'), ...all.filter((o) => o.method === 'DELETE')];
  };
  it('answers every request 404 NOT_FOUND (or 400 for a body refused first), never naming the owner’s ids', async () => {
    const ownerIds = Object.values(owner.pools.byCollection)
      .flat()
      .filter((v) => /^[0-9a-f-]{36}$/.test(v));
    const failures: string[] = [];
    for (const op of ops()) {
      if (op.body || op.method !== 'GET') withBody.add(op.operationId);
      for (const input of inputs(op, owner.pools)) {
        const req = httpRequest(op, input);
        const r = await raw(intruder.apiKey, req.method, req.url, req.body, req.headers);
        const what = `${req.method} ${req.url} ${req.body?.slice(0, 200) ?? ''} → ${r.status} ${JSON.stringify(r.data).slice(0, 300)}`;
        const code = (r.data as { error?: { code?: string } } | undefined)?.error?.code;
        const allowed = withBody.has(op.operationId) ? [404, 400] : [404];
        if (!allowed.includes(r.status) || (r.status === 404 && code !== 'NOT_FOUND') || (r.status === 400 && code !== 'VALIDATION_FAILED')) {
          failures.push(what);
          continue;
        }
        assertFailureEnvelope(r.data, what);
        if (r.status === 404) reached.add(op.operationId);
        const text = JSON.stringify(r.data);
        const leaked = ownerIds.filter((id) => text.includes(id) && !req.url.includes(id) && !(req.body ?? '').includes(id));
        if (leaked.length) failures.push(`${what}: names ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('reaches the 404 past body validation for nearly every operation with a body', () => {
    const stopped = [...withBody].filter((id) => !reached.has(id));
    // Schema-valid bodies can still fail a cross-field rule before the lookup; more than a few means the probe
    // is not testing tenancy for them.
    expect(stopped.length, `never reached the lookup: ${stopped.join(', ')}`).toBeLessThanOrEqual(Math.ceil(withBody.size * 0.1));
  });

  it('answers the same reads as MCP tool calls with a NOT_FOUND error', async () => {
    const failures: string[] = [];
    for (const op of ops().filter((o) => o.tool && o.method === 'GET')) {
      for (const input of inputs(op, owner.pools)) {
        const args = mcpArguments(input);
        const r = await mcp.callTool({ name: op.tool!, arguments: args });
        const body = structured(r);
        if (!r.isError || body.error?.code !== 'NOT_FOUND') failures.push(`${op.tool} ${JSON.stringify(args)} → ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("leaves every row of the owner's org as it was", async () => {
    const after = await digest(owner.org.orgId);
    const changed = Object.entries(after)
      .filter(([table, d]) => before[table] !== d)
      .map(([table]) => table);
    expect(changed).toEqual([]);
    expect(Object.keys(after).length).toBeGreaterThan(30);
  });
});
