/**
 * Fuzz of every operation of the document ("bad input never reaches a 500"): for each operation of
 * src/generated/openapi.json, fast-check requests derived from its path, query and body schemas
 * (contract-tests/lib/fuzz.ts: mostly valid values mixed with wrong types, non-decimal and out-of-range numbers,
 * NUL bytes, lone surrogates, deep nesting, extra fields, malformed percent-encoding, garbage ids and refs, dates
 * and numbers at their edges),
 * sent as an admin of a fresh org. Every answer must be below 500, and every 4xx a §7 failure envelope (the
 * document's ErrorEnvelope) with a non-empty suggestion; batch entries likewise. A sample of the same inputs goes
 * through MCP (the SDK client, /api/mcp?toolsets=all) and must never come back as an internal error.
 *
 * Bounded in time: RUNS requests per operation, cut at TIME_MS per operation. A failure prints fast-check's
 * seed and path; rerun with them to reproduce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { newOrg } from '../lib/orgs.js';
import { assertFailureEnvelope } from '../lib/contract.js';
import { fuzzOperations, httpRequest, inputArb, mcpArguments, validPath, type FuzzInput, type FuzzOp, type Pools } from '../lib/fuzz.js';
import { raw, useSdk } from '../lib/sdkAs.js';
import { mcpAs } from '../lib/mcpTools.js';
import { seedPoolOrg } from './_pools.js';
import { type Answer, type BatchAnswer, structured } from './_setup.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 14);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 1_500);
const MCP_SAMPLES = Number(process.env.FUZZ_MCP_SAMPLES ?? 2);
/** FUZZ_STATS=1 prints the statuses seen per operation (to check the inputs reach past validation). */
const stats = new Map<string, Map<number, number>>();
const count = (op: string, status: number) => {
  const m = stats.get(op) ?? new Map<number, number>();
  m.set(status, (m.get(status) ?? 0) + 1);
  stats.set(op, m);
};

let org: Awaited<ReturnType<typeof newOrg>>;
let mcp: Client;
let pools: Pools;

useSdk();
beforeAll(async () => {
  ({ org, pools } = await seedPoolOrg('Fuzz org'));
  // A real next-page cursor for each list that has a second page (limit=1), so valid requests can page.
  for (const op of fuzzOperations().filter((o) => o.method === 'GET' && o.params.some((p) => p.name === 'cursor'))) {
    // Raw: every paged list of the document, its path built from the pools.
    const r = await raw<Answer>(
      org.apiKey,
      'GET',
      `${validPath(op, Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, pools.byCollection[op.path.split('/')[op.path.split('/').indexOf(`{${p.name}}`) - 1]]?.[0] ?? ''])))}?limit=1`,
    );
    if (r.status === 200 && r.data.pagination?.cursor) pools.cursors[op.operationId] = r.data.pagination.cursor;
  }
  mcp = await mcpAs(org.apiKey, '?toolsets=all', 'fuzz');
});
afterAll(async () => {
  await mcp?.close();
  if (process.env.FUZZ_STATS) for (const [op, m] of stats) console.log(op, JSON.stringify(Object.fromEntries([...m].sort())));
});

/** Deletes last, so the seeded entities serve the other operations first. */
const ordered = (ops: FuzzOp[]) => [...ops.filter((o) => o.method !== 'DELETE'), ...ops.filter((o) => o.method === 'DELETE')];

const show = (op: FuzzOp, input: FuzzInput) => {
  const r = httpRequest(op, input);
  return `${r.method} ${r.url}${r.body !== undefined ? ` body ${r.body.slice(0, 300)}` : ''} headers ${JSON.stringify(r.headers)}`;
};

/** The checks every answer must pass: below 500, and a 4xx is a §7 envelope with a suggestion. */
function checkReply(what: string, status: number, body: unknown) {
  expect(status, `${what} → ${status} ${JSON.stringify(body).slice(0, 500)}`).toBeLessThan(500);
  if (status >= 400) assertFailureEnvelope(body, what);
}

describe('fuzz: every operation of the document, over REST', () => {
  for (const op of ordered(fuzzOperations())) {
    it(`${op.method} ${op.path} (${op.operationId})`, async () => {
      const property = fc.asyncProperty(inputArb(op, pools), async (input) => {
        const req = httpRequest(op, input);
        let r: { status: number; data: unknown };
        try {
          // Raw: the fuzzer's request, mostly valid and partly not, written as text (lib/fuzz.ts httpRequest).
          r = await raw(org.apiKey, req.method, req.url, req.body, req.headers);
        } catch (err) {
          throw new Error(`${show(op, input)}: ${(err as Error).message}`);
        }
        count(op.operationId, r.status);
        checkReply(show(op, input), r.status, r.data);
        if (op.operationId === 'runBatch' && r.status === 207) {
          for (const [id, entry] of Object.entries((r.data as BatchAnswer).data)) checkReply(`${show(op, input)} entry ${id}`, entry.status, entry);
        }
      });
      // One input always runs to the end; the rest start while the time budget lasts (fast-check checks it before
      // each run, never mid-request). A budget spent before the next input is not a failure — on a loaded machine
      // fast-check reports it as "interrupted after 0 tests" (or, skipping, as too many pre-condition failures) —
      // only a counterexample is.
      await fc.assert(property, { numRuns: 1 });
      const rest = await fc.check(property, { numRuns: RUNS - 1, interruptAfterTimeLimit: TIME_MS });
      if (rest.failed && rest.counterexample !== null) throw new Error(fc.defaultReportMessage(rest));
    });
  }
});

describe('fuzz: a sample of the same inputs as MCP tool calls', () => {
  it('no tool call ends in an internal or protocol error', async () => {
    for (const op of ordered(fuzzOperations()).filter((o) => o.tool)) {
      for (const input of fc.sample(inputArb(op, pools), MCP_SAMPLES)) {
        const args = mcpArguments(input);
        const what = `${op.tool} ${JSON.stringify(args).slice(0, 300)}`;
        let r: Awaited<ReturnType<typeof mcp.callTool>>;
        try {
          r = await mcp.callTool({ name: op.tool!, arguments: args });
        } catch (err) {
          throw new Error(`${what}: ${(err as Error).message}`);
        }
        const body = structured(r);
        if (r.isError) {
          assertFailureEnvelope(body, what);
          expect(body.error?.code, what).not.toBe('INTERNAL_ERROR');
        } else {
          expect(body?.ok, what).toBe(true);
        }
      }
    }
    // ~480 sequential tool calls at ~140 ms each on the 2-core dev machine: past the default 60 s.
  }, 240_000);
});
