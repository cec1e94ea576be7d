/**
 * Import runs on the real server beyond the suite (spec 2 §4.19, §4.21): the two tools over MCP —
 * list_import_runs and get_import_run in toolset import-runs, outside the default tool list, read-only, answering
 * what REST answers; a missing run's suggestion names list_import_runs; an engineer is refused naming import:read —
 * the actions' tool names and toolset, and an id that is not a UUID. The runs are rows inserted into import_runs and
 * import_refusals of a fresh org, as the admin CLI's importer writes them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { ImportRun } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, ok, refusedBy, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

const { databaseUrl } = inject('contract');
const db = createDb(databaseUrl, { min: 0, max: 1 });
let org: Awaited<ReturnType<typeof newOrg>>;
/** The org admin's API key. */
let admin: string;
useSdk();

const runId = randomUUID();
const sessions: Client[] = [];

async function mcp(key: string, query = '') {
  const c = await mcpAs(key, query);
  sessions.push(c);
  const call = <T = ImportRun>(name: string, args: Record<string, unknown> = {}) => callTool<T>(c, name, args);
  return { c, call };
}

beforeAll(async () => {
  org = await newOrg('Import runs MCP org');
  admin = org.apiKey;
  await db('import_runs').insert({
    org_id: org.orgId,
    id: runId,
    format: 'linear-csv',
    source: JSON.stringify({ name: 'issues.csv', fingerprint: 'sha256:cd34' }),
    source_key: 'linear:acme',
    fingerprint: 'sha256:cd34',
    status: 'partial',
    plan: JSON.stringify([{ phase: 'tasks', rows: 4 }]),
    counts: JSON.stringify([{ phase: 'tasks', imported: 3, matched: 0, skipped: 0, refused: 1 }]),
    refused: 1,
    checkpoint: JSON.stringify({ section: 'tasks', offset: 4, batches: 1, at: '2026-12-01T10:00:03.000Z' }),
    created_at: '2026-12-01T10:00:00.000Z',
    started_at: '2026-12-01T10:00:01.000Z',
    finished_at: '2026-12-01T10:00:04.000Z',
  });
  await db('import_refusals').insert({ org_id: org.orgId, run_id: runId, phase: 'tasks', kind: 'tasks', source_id: 'LIN-9', reason: 'title is empty' });
});
afterAll(async () => {
  for (const c of sessions) await c.close();
  await db.destroy();
});

describe('import runs over MCP (spec 2 §4.21)', () => {
  it('the tools are in toolset import-runs, not in the default list; read-only sessions keep them', async () => {
    const plain = await mcp(org.apiKey);
    const names = (await plain.c.listTools()).tools.map((t) => t.name);
    expect(names).not.toContain('list_import_runs');
    expect(names).not.toContain('get_import_run');
    const hidden = await plain.call('get_import_run', { id: runId });
    expect(hidden.isError).toBe(true);
    expect(hidden.body.error.suggestion).toContain('enable_toolsets {"toolsets": ["import-runs"]}');

    const readonly = await mcp(org.apiKey, '?toolsets=import-runs&readonly=true');
    const tools = (await readonly.c.listTools()).tools.filter((t) => t.name.includes('import_run'));
    expect(tools.map((t) => t.name).sort()).toEqual(['get_import_run', 'list_import_runs']);
    for (const t of tools) {
      expect(t.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(t.description).toMatch(/npm run admin -- import|refused/);
    }
  });

  it('list_import_runs and get_import_run answer what REST answers; a missing run names list_import_runs', async () => {
    const { call } = await mcp(org.apiKey, '?toolsets=import-runs');
    const rest = ok(await sdk.getImportRun(runId, as(admin)));
    const got = await call('get_import_run', { id: runId });
    expect(got.isError, JSON.stringify(got.body)).toBe(false);
    expect(got.body.data).toEqual(rest);
    expect(got.body.data).toMatchObject({ status: 'partial', refused: 1, durationMs: 3_000, refusals: [{ sourceId: 'LIN-9', reason: 'title is empty' }] });

    const listed = await call<ImportRun[]>('list_import_runs', { status: 'partial' });
    expect(listed.isError, JSON.stringify(listed.body)).toBe(false);
    expect(listed.body.data.map((r) => r.id)).toEqual([runId]);
    expect((await call('list_import_runs', { status: 'running' })).body.data).toEqual([]);

    const missing = await call('get_import_run', { id: randomUUID() });
    expect(missing.isError).toBe(true);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    expect(missing.body.error.suggestion).toContain('list_import_runs');
    const bad = await call('list_import_runs', { status: 'done' });
    expect(bad.isError).toBe(true);
    expect(bad.body.error.suggestion).toMatch(/completed/);
  });

  it("an engineer's session is refused naming import:read and the roles holding it", async () => {
    const { call } = await mcp(org.engineerKey, '?toolsets=import-runs');
    const r = await call('list_import_runs', {});
    expect(r.isError).toBe(true);
    expect(r.body.error).toMatchObject({ code: 'FORBIDDEN', data: { missing: ['import:read'] } });
    expect(r.body.error.suggestion).toMatch(/pm, em, executive, admin/);
  });
});

describe('REST details (spec 2 §4.1, §4.19)', () => {
  it('actions name their tools and the toolset to enable', async () => {
    const body = envelope(await sdk.getImportRun(runId, as(admin)));
    expect(body.actions).toEqual([
      expect.objectContaining({ rel: 'self', tool: 'get_import_run', arguments: { id: runId }, toolset: 'import-runs' }),
      expect.objectContaining({ rel: 'list', tool: 'list_import_runs', toolset: 'import-runs' }),
    ]);
    const list = envelope(await sdk.listImportRuns(undefined, as(admin)));
    expect(list.actions).toEqual([expect.objectContaining({ rel: 'first', tool: 'get_import_run', arguments: { id: runId } })]);
    // An org without runs: an empty page offers nothing.
    const empty = await newOrg('No imports org');
    expect(envelope(await sdk.listImportRuns(undefined, as(empty.apiKey)))).toMatchObject({ data: [], actions: [] });
  });

  it('an id that is not a UUID is refused naming path.id, like every id path parameter', async () => {
    refusedBy(await sdk.getImportRun('ENG-12', as(admin)), 400, 'VALIDATION_FAILED', 'path.id');
  });
});
