/**
 * One suite, two targets, for import runs (spec 2 §4.19 GET /import-runs and
 * GET /import-runs/{id}, import:read; spec 1 §2.10 fields, §3.1 statuses): the list newest first with paging and the
 * status and format filters, one run in full (source, options, plan, counts, checkpoint, refused and the first 20
 * refusals, error, timings and durationMs), 404 for a random id and for another org's run, 403 for an engineer —
 * through the generated SDK. Every response is validated against the OpenAPI document (checkedFetch) on both the
 * Prism mock and the real server; behaviour is asserted on the real server only.
 *
 * On live the runs are rows inserted directly into import_runs and import_refusals (what the admin CLI's importer
 * writes), in a fresh org of this file's own: an org holds at most one unfinished run (import_runs_one_open), so a
 * `running` run left in the shared org A would block a real `admin import` there. MCP is
 * contract-tests/import-runs/import-runs-api.live.test.ts. The last test fails when an operationId of the tag import-runs was
 * never exercised.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { checkedFetch, exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';

const { baseUrl, adminKey, otherOrgKey, databaseUrl, live } = suiteFixtures();
/** Behavioural assertions hold on the real server only; the mock answers with the document's examples. */
const onLive = (fn: () => void | Promise<void>) => (live ? fn() : undefined);

const db = live ? createDb(databaseUrl, { min: 0, max: 1 }) : undefined;
let org: Awaited<ReturnType<typeof newOrg>> | undefined;
const as = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

/** The runs this file inserts on live (ids fixed up front), oldest first. */
const ids = { completed: randomUUID(), partial: randomUUID(), failed: randomUUID(), running: randomUUID() };
const HOUR = 3_600_000;
/** A base an hour ago: every run below was created, started and finished after it. */
const base = Date.now() - HOUR;
const at = (offsetMs: number) => new Date(base + offsetMs).toISOString();
const sourceOrgId = randomUUID();
/** The running run's start: 5 minutes ago. */
const runningStarted = Date.now() - 5 * 60_000;

beforeAll(async () => {
  sdk.configure({ baseUrl, apiKey: adminKey, fetch: checkedFetch });
  if (!live) return;
  org = await newOrg('Import runs org');
  sdk.configure({ baseUrl, apiKey: org.apiKey, fetch: checkedFetch });
  const run = (id: string, row: Record<string, unknown>) => ({
    org_id: org!.orgId,
    id,
    source_key: `sextant:${sourceOrgId}`,
    fingerprint: `exp_${id.slice(0, 8)}`,
    ...row,
    source: JSON.stringify(row.source),
    options: JSON.stringify(row.options ?? {}),
    plan: JSON.stringify(row.plan ?? []),
    counts: JSON.stringify(row.counts ?? []),
    checkpoint: row.checkpoint ? JSON.stringify(row.checkpoint) : null,
  });
  const sextantSource = { name: 'acme.json', fingerprint: 'exp_acme', sourceOrgId, sourceOrgName: 'Acme', exportedAt: at(-HOUR) };
  await db!('import_runs').insert([
    run(ids.completed, {
      format: 'sextant-json',
      source: sextantSource,
      status: 'completed',
      options: { batchSize: 500, includeCompensation: false, history: true },
      plan: [
        { phase: 'users', rows: 3 },
        { phase: 'tasks', rows: 10 },
      ],
      counts: [
        { phase: 'users', imported: 2, matched: 1, skipped: 0, refused: 0 },
        { phase: 'tasks', imported: 10, matched: 0, skipped: 0, refused: 0 },
      ],
      checkpoint: { section: 'tasks', offset: 10, records: 13, batches: 2, at: at(60_000) },
      warnings: JSON.stringify(['1 reference(s) left empty']),
      created_at: at(0),
      started_at: at(1_000),
      heartbeat_at: at(61_000),
      finished_at: at(61_000),
    }),
    run(ids.partial, {
      format: 'linear-csv',
      source: { name: 'linear.csv', fingerprint: 'sha256:ab12' },
      source_key: 'linear:acme',
      status: 'partial',
      options: { minutesPerPoint: 60 },
      plan: [{ phase: 'tasks', rows: 5 }],
      counts: [{ phase: 'tasks', imported: 3, matched: 0, skipped: 0, refused: 2 }],
      refused: 2,
      checkpoint: { section: 'tasks', offset: 5, batches: 1, at: at(125_000) },
      created_at: at(120_000),
      started_at: at(120_500),
      finished_at: at(125_500),
    }),
    run(ids.failed, {
      format: 'sextant-json',
      source: { ...sextantSource, name: 'broken.json' },
      status: 'failed',
      error: 'The file ends before its end trailer: it is truncated.',
      plan: [{ phase: 'tasks', rows: 100 }],
      counts: [{ phase: 'tasks', imported: 75, matched: 0, skipped: 0, refused: 25 }],
      refused: 25,
      created_at: at(240_000),
      started_at: at(241_000),
      finished_at: at(250_000),
    }),
    run(ids.running, {
      format: 'sextant-json',
      source: { ...sextantSource, name: 'big.json' },
      status: 'running',
      options: { batchSize: 1000 },
      plan: [
        { phase: 'users', rows: 2 },
        { phase: 'tasks', rows: 100_000 },
      ],
      counts: [
        { phase: 'users', imported: 2, matched: 0, skipped: 0, refused: 0 },
        { phase: 'tasks', imported: 42_000, matched: 0, skipped: 0, refused: 0 },
      ],
      checkpoint: { section: 'tasks', offset: 42_000, batches: 43, at: new Date(runningStarted + 60_000).toISOString() },
      created_at: at(360_000),
      started_at: new Date(runningStarted).toISOString(),
    }),
  ]);
  await db!('import_refusals').insert([
    { org_id: org.orgId, run_id: ids.partial, phase: 'tasks', kind: 'tasks', source_id: 'LIN-7', reason: 'team ZZZ was refused', created_at: at(122_000) },
    {
      org_id: org.orgId,
      run_id: ids.partial,
      phase: 'tasks',
      kind: 'tasks',
      source_id: null,
      reason: 'estimate -3 is not a number of points',
      created_at: at(123_000),
    },
  ]);
  // 25 refusals, inserted one by one so seq follows the index: the run shows the first 20.
  for (let i = 0; i < 25; i++) {
    await db!('import_refusals').insert({
      org_id: org.orgId,
      run_id: ids.failed,
      phase: 'tasks',
      kind: 'tasks',
      source_id: `t-${i}`,
      reason: `parent opportunities ${i} was refused`,
      created_at: at(242_000 + i),
    });
  }
});
afterAll(async () => {
  await db?.destroy();
});

describe('import runs over the SDK (spec 2 §4.19; spec 1 §2.10, §3.1)', () => {
  it("list: the org's runs newest first, with the newest offered; paged", async () => {
    const listed = expectStatus(await sdk.listImportRuns({ limit: 50 }), 200);
    onLive(() => {
      expect(listed.data.data!.map((r) => r.id)).toEqual([ids.running, ids.failed, ids.partial, ids.completed]);
      expect(listed.data.data!.map((r) => r.status)).toEqual(['running', 'failed', 'partial', 'completed']);
      expect(listed.data.pagination).toMatchObject({ hasMore: false });
      expect(listed.data.actions).toEqual([expect.objectContaining({ rel: 'first', method: 'GET', href: `/api/v1/import-runs/${ids.running}` })]);
    });
    const first = expectStatus(await sdk.listImportRuns({ limit: 3 }), 200);
    if (live) {
      expect(first.data.data!.map((r) => r.id)).toEqual([ids.running, ids.failed, ids.partial]);
      expect(first.data.pagination).toMatchObject({ hasMore: true, cursor: expect.any(String) });
      const second = expectStatus(await sdk.listImportRuns({ limit: 3, cursor: first.data.pagination!.cursor! }), 200);
      expect(second.data.data!.map((r) => r.id)).toEqual([ids.completed]);
      expect(second.data.pagination).toMatchObject({ hasMore: false });
      // A cursor of another list is refused, not misread.
      const foreign = Buffer.from(JSON.stringify({ l: 'agent-runs', v: [at(0), ids.completed] })).toString('base64url');
      expectStatus(await sdk.listImportRuns({ cursor: foreign }), 400);
    }
  });

  it('list filters: status and format, alone and together', async () => {
    const partial = expectStatus(await sdk.listImportRuns({ status: 'partial' }), 200);
    onLive(() => expect(partial.data.data!.map((r) => r.id)).toEqual([ids.partial]));
    const sextant = expectStatus(await sdk.listImportRuns({ format: 'sextant-json' }), 200);
    onLive(() => expect(sextant.data.data!.map((r) => r.id)).toEqual([ids.running, ids.failed, ids.completed]));
    const none = expectStatus(await sdk.listImportRuns({ status: 'completed', format: 'linear-csv' }), 200);
    onLive(() => expect(none.data.data).toEqual([]));
    const paused = expectStatus(await sdk.listImportRuns({ status: 'paused' }), 200);
    onLive(() => expect(paused.data.data).toEqual([]));
    if (live) {
      expectStatus(await sdk.listImportRuns({ status: 'done' as 'completed' }), 400);
      expectStatus(await sdk.listImportRuns({ format: 'jira-csv' as 'linear-csv' }), 400);
    }
  });

  it('get: a completed run in full, with durationMs = finishedAt − startedAt and itself and the list offered', async () => {
    const got = expectStatus(await sdk.getImportRun(ids.completed), 200);
    onLive(() => {
      expect(got.data.data).toEqual({
        id: ids.completed,
        format: 'sextant-json',
        source: { name: 'acme.json', fingerprint: 'exp_acme', sourceOrgId, sourceOrgName: 'Acme', exportedAt: at(-HOUR) },
        status: 'completed',
        options: { batchSize: 500, includeCompensation: false, history: true },
        plan: [
          { phase: 'users', rows: 3 },
          { phase: 'tasks', rows: 10 },
        ],
        counts: [
          { phase: 'users', imported: 2, matched: 1, skipped: 0, refused: 0 },
          { phase: 'tasks', imported: 10, matched: 0, skipped: 0, refused: 0 },
        ],
        checkpoint: { section: 'tasks', offset: 10, records: 13, batches: 2, at: at(60_000) },
        refused: 0,
        refusals: [],
        warnings: ['1 reference(s) left empty'],
        error: null,
        createdAt: at(0),
        startedAt: at(1_000),
        heartbeatAt: at(61_000),
        finishedAt: at(61_000),
        durationMs: 60_000,
      });
      expect(got.data.actions.map((a) => [a.rel, a.href])).toEqual([
        ['self', `/api/v1/import-runs/${ids.completed}`],
        ['list', '/api/v1/import-runs'],
      ]);
    });
  });

  it('get: a partial run shows its refusals with reasons, oldest first; a Linear source has no source org', async () => {
    const got = expectStatus(await sdk.getImportRun(ids.partial), 200);
    onLive(() => {
      expect(got.data.data).toMatchObject({
        format: 'linear-csv',
        status: 'partial',
        refused: 2,
        error: null,
        durationMs: 5_000,
        options: { minutesPerPoint: 60 },
        source: { name: 'linear.csv', fingerprint: 'sha256:ab12', sourceOrgId: null, sourceOrgName: null, exportedAt: null },
        counts: [{ phase: 'tasks', imported: 3, matched: 0, skipped: 0, refused: 2 }],
      });
      expect(got.data.data!.refusals).toEqual([
        { phase: 'tasks', kind: 'tasks', sourceId: 'LIN-7', reason: 'team ZZZ was refused', createdAt: at(122_000) },
        { phase: 'tasks', kind: 'tasks', sourceId: null, reason: 'estimate -3 is not a number of points', createdAt: at(123_000) },
      ]);
    });
  });

  it('get: a failed run carries its error and the first 20 of its 25 refusals; the list shows the same', async () => {
    const got = expectStatus(await sdk.getImportRun(ids.failed), 200);
    await onLive(async () => {
      const run = got.data.data!;
      expect(run).toMatchObject({
        status: 'failed',
        error: 'The file ends before its end trailer: it is truncated.',
        refused: 25,
        checkpoint: null,
        durationMs: 9_000,
      });
      expect(run.refusals.map((r) => r.sourceId)).toEqual(Array.from({ length: 20 }, (_, i) => `t-${i}`));
      const listed = expectStatus(await sdk.listImportRuns({ status: 'failed' }), 200).data.data!;
      expect(listed).toEqual([run]);
    });
  });

  it('get: a running run has its checkpoint, no finishedAt, and durationMs counted up to now', async () => {
    const before = Date.now();
    const got = expectStatus(await sdk.getImportRun(ids.running), 200);
    onLive(() => {
      const run = got.data.data!;
      expect(run).toMatchObject({
        status: 'running',
        finishedAt: null,
        startedAt: new Date(runningStarted).toISOString(),
        error: null,
        refused: 0,
        checkpoint: { section: 'tasks', offset: 42_000, batches: 43, at: new Date(runningStarted + 60_000).toISOString() },
        plan: [
          { phase: 'users', rows: 2 },
          { phase: 'tasks', rows: 100_000 },
        ],
      });
      expect(run.durationMs).toBeGreaterThanOrEqual(before - runningStarted);
      expect(run.durationMs).toBeLessThan(Date.now() - runningStarted + 1_000);
    });
  });

  it("get: 404 for a random id and for another org's run, naming the list to find one; 403 for an engineer, naming the roles", async () => {
    const missing = expectStatus(await sdk.getImportRun(randomUUID()), live ? 404 : 200);
    if (!live) return;
    const err = (missing.data as sdk.ErrorEnvelope).error;
    expect(err).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'path.id' }] });
    expect(err.suggestion).toContain('GET /api/v1/import-runs');
    const foreign = expectStatus(await sdk.getImportRun(ids.completed, as(otherOrgKey)), 404);
    expect((foreign.data as sdk.ErrorEnvelope).error.code).toBe('NOT_FOUND');
    const theirs = expectStatus(await sdk.listImportRuns({ limit: 200 }, as(otherOrgKey)), 200);
    expect(theirs.data.data!.map((r) => r.id)).not.toContain(ids.completed);
    // A run of org A (adminKey's) is invisible here too.
    const orgA = expectStatus(await sdk.listImportRuns({}, as(adminKey)), 200).data.data!;
    for (const r of orgA) expectStatus(await sdk.getImportRun(r.id), 404);

    for (const call of [() => sdk.getImportRun(ids.completed, as(org!.engineerKey)), () => sdk.listImportRuns({}, as(org!.engineerKey))]) {
      const forbidden = expectStatus(await call(), 403);
      const e = (forbidden.data as sdk.ErrorEnvelope).error;
      expect(e.code).toBe('FORBIDDEN');
      expect(e.data).toMatchObject({ missing: ['import:read'] });
      expect(e.suggestion).toMatch(/import:read \(held by the pm, em, executive, admin roles\)/);
    }
  });

  it("the tag import-runs is this file's", () => {
    expect(splitProblems().filter((p) => /import-runs/.test(p))).toEqual([]);
    expect(suiteTags['import-runs/import-runs.test.ts']).toEqual(['import-runs']);
  });

  it('exercises every operationId of the tag import-runs (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope.sort()).toEqual(['getImportRun', 'listImportRuns']);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['import-runs']));
    expect(inScope.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
