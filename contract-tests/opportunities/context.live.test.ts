/**
 * Outcome progress, context bundles, task handoffs and PRD synthesis (spec 2 §4.7, §4.21, §8),
 * against the real server: progress toward the target for gte, lte and eq objectives, the stalled-progress gap of
 * the vision AI context, bundle sections null for a caller without their capability (and estimatedCost stripped),
 * the task handoff's comment and notifications, and the synthesis cache with its staleness, over REST and MCP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { okData as ok } from '../lib/expect.js';

const { baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;
let org: Awaited<ReturnType<typeof newOrg>>;
let api: Api;
let me: string;
let db: Knex;

beforeAll(async () => {
  org = await newOrg('Context org');
  api = client(org.apiKey);
  me = ok(await api('GET', '/api/v1/viewer')).userId;
  db = createDb(databaseUrl, { min: 0, max: 1 });
});
afterAll(async () => {
  await db?.destroy();
});

/** A vision, a metric with `readings` (oldest first) and an objective on it with `operator`, `target`, `startValue`. */
async function objective(operator: 'gte' | 'lte' | 'eq', target: number, readings: { value: number; daysAgo?: number }[], startValue?: number) {
  const vision = ok(await api('POST', '/api/v1/visions', { name: `V ${randomUUID().slice(0, 6)}`, kind: 'product', narrative: 'n' }), 201);
  const metric = ok(await api('POST', '/api/v1/metrics', { name: `M ${randomUUID().slice(0, 6)}`, unit: 'count' }), 201);
  for (const r of readings) {
    ok(
      await api('POST', `/api/v1/metrics/${metric.ref}/values`, {
        value: r.value,
        recordedAt: new Date(Date.now() - (r.daysAgo ?? 0) * 86_400_000).toISOString(),
      }),
      201,
    );
  }
  const o = ok(
    await api('POST', '/api/v1/objectives', {
      title: `${operator} ${target}`,
      visionId: vision.ref,
      driId: me,
      metric: { metricId: metric.ref, operator, target, ...(startValue !== undefined ? { startValue } : {}) },
    }),
    201,
  );
  return { vision, metric, objective: o };
}

describe('outcome progress on objectives', () => {
  it('gte: from the start value (else the first reading) toward the target, clamped; achieved at the target', async () => {
    const a = await objective('gte', 100, [
      { value: 20, daysAgo: 3 },
      { value: 60, daysAgo: 1 },
    ]);
    expect(a.objective.progress).toMatchObject({ startValue: 20, currentValue: 60, target: 100, operator: 'gte', ratio: 0.5, achieved: false });
    const b = await objective('gte', 100, [{ value: 60 }], 0);
    expect(b.objective.progress).toMatchObject({ startValue: 0, currentValue: 60, ratio: 0.6, achieved: false });
    const c = await objective('gte', 100, [{ value: 10, daysAgo: 2 }, { value: 130 }]);
    expect(c.objective.progress).toMatchObject({ ratio: 1, achieved: true });
    // get and list carry it too, and a new reading moves it
    ok(await api('POST', `/api/v1/metrics/${a.metric.ref}/values`, { value: 90 }), 201);
    expect(ok(await api('GET', `/api/v1/objectives/${a.objective.ref}`)).progress).toMatchObject({ currentValue: 90, ratio: 0.875 });
    const listed = ok(await api('GET', `/api/v1/objectives?visionId=${a.vision.ref}`));
    expect(listed[0].progress.ratio).toBe(0.875);
  });

  it('lte: from the start value down toward the target; eq: 1 only at the target; null without readings', async () => {
    const down = await objective('lte', 10, [{ value: 50, daysAgo: 5 }, { value: 20 }]);
    expect(down.objective.progress).toMatchObject({ startValue: 50, currentValue: 20, ratio: 0.75, achieved: false, operator: 'lte' });
    const under = await objective('lte', 10, [{ value: 50, daysAgo: 5 }, { value: 80 }]);
    expect(under.objective.progress).toMatchObject({ ratio: 0, achieved: false });
    const exact = await objective('eq', 7, [{ value: 3, daysAgo: 1 }, { value: 7 }]);
    expect(exact.objective.progress).toMatchObject({ ratio: 1, achieved: true, operator: 'eq' });
    const near = await objective('eq', 7, [{ value: 6.9 }]);
    expect(near.objective.progress).toMatchObject({ ratio: 0, achieved: false });
    const none = await objective('gte', 5, []);
    expect(none.objective.progress).toBeNull();
  });

  it('the vision AI context names objectives whose progress has not moved in 30 days', async () => {
    const stalled = await objective('gte', 100, [
      { value: 40, daysAgo: 45 },
      { value: 40, daysAgo: 10 },
    ]);
    const moving = await objective('gte', 100, [
      { value: 40, daysAgo: 45 },
      { value: 55, daysAgo: 2 },
    ]);
    const stalledGaps = ok(await api('GET', `/api/v1/ai/context/vision/${stalled.vision.ref}`)).context.gaps;
    expect(stalledGaps).toContainEqual(expect.objectContaining({ kind: 'objective_progress_stalled', ref: stalled.objective.ref }));
    const movingGaps = ok(await api('GET', `/api/v1/ai/context/vision/${moving.vision.ref}`)).context.gaps;
    expect(movingGaps.map((g: any) => g.kind)).not.toContain('objective_progress_stalled');
  });
});

describe('context bundles (spec 2 §4.7, §4.21)', () => {
  it('the opportunity bundle: PRD, objectives with progress, comments, active step; sections null without their capability', async () => {
    const { objective: o } = await objective('gte', 100, [{ value: 0, daysAgo: 1 }, { value: 25 }]);
    const t = ok(await api('POST', '/api/v1/templates', { name: 'Ctx template', defaultEntityType: 'opportunity', steps: [{ title: 'Discovery' }] }), 201);
    const opp = ok(
      await api('POST', '/api/v1/opportunities', {
        title: 'Bundled',
        content: '## The PRD',
        estimatedCost: 1200,
        workflowId: t.id,
        initialState: 'in_progress',
        objectiveLinks: [{ objectiveId: o.ref }],
      }),
      201,
    );
    ok(await api('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'Looks right' }), 201);
    // Customer voice: a linked customer and two linked insights, one archived (left out).
    const acme = ok(await api('POST', '/api/v1/customers', { name: 'Ctx Acme', arr: 5000, health: 'healthy' }), 201);
    ok(await api('POST', `/api/v1/customers/${acme.ref}/opportunities`, { opportunityId: opp.ref }));
    const ask = ok(
      await api('POST', '/api/v1/insights', { verbatim: 'Ctx: export to CSV', source: 'interview', customerId: acme.ref, deadline: '2030-01-31' }),
      201,
    );
    ok(await api('POST', `/api/v1/insights/${ask.ref}/attach`, { entityType: 'opportunity', entityId: opp.ref, pinned: true }));
    const old = ok(await api('POST', '/api/v1/insights', { verbatim: 'Ctx: an old ask', source: 'support', stakeholderUserId: 'me' }), 201);
    ok(await api('POST', `/api/v1/insights/${old.ref}/attach`, { entityType: 'opportunity', entityId: opp.ref }));
    ok(await api('POST', `/api/v1/insights/${old.ref}/set-status`, { status: 'archived' }));
    const r = await api('GET', `/api/v1/opportunities/${opp.ref}/context`);
    const bundle = ok(r);
    expect(bundle.opportunity).toMatchObject({ id: opp.id, content: '## The PRD', estimatedCost: 1200 });
    expect(bundle.objectives).toEqual([
      expect.objectContaining({
        ref: o.ref,
        linkKind: 'primary',
        operator: 'gte',
        target: 100,
        latestReading: expect.objectContaining({ value: 25 }),
        progress: expect.objectContaining({ ratio: 0.25 }),
      }),
    ]);
    expect(bundle.comments.map((c: any) => c.body)).toEqual(['Looks right']);
    expect(bundle.activeStep).toMatchObject({ templateId: t.id, status: 'running', currentStep: { title: 'Discovery', status: 'active' } });
    expect(bundle.customers).toEqual([
      { id: acme.id, ref: acme.ref, name: 'Ctx Acme', status: 'prospect', arr: 5000, health: 'healthy', stepInstanceId: null },
    ]);
    expect(bundle.insights).toEqual([
      {
        id: ask.id,
        ref: ask.ref,
        verbatim: 'Ctx: export to CSV',
        interpretation: null,
        status: 'active',
        moscow: null,
        deadline: '2030-01-31',
        customerId: acme.id,
        pinned: true,
        blocking: false,
      },
    ]);
    expect(bundle.pullRequests).toEqual([]);
    expect(r.body.actions.map((a: any) => a.name)).toContain('getOpportunity');

    // A key that reads opportunities only: every other section is null, and estimatedCost is left out.
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['opportunity:read'] });
    const narrow = ok(await client(apiKey)('GET', `/api/v1/opportunities/${opp.ref}/context`));
    expect(narrow).toMatchObject({ objectives: null, comments: null, activeStep: null, customers: null, insights: null, pullRequests: [] });
    expect(narrow.opportunity).not.toHaveProperty('estimatedCost');
    expect(narrow.opportunity.content).toBe('## The PRD');
    // another org, and an unknown ref
    expect((await client((await newOrg('Context other org')).apiKey)('GET', `/api/v1/opportunities/${opp.id}/context`)).status).toBe(404);
    const missing = await api('GET', '/api/v1/opportunities/OPP-999999/context');
    expect(missing.status).toBe(404);
    expect(missing.body.error.details[0].field).toBe('path.id');
  });

  it('the task bundle: spec, parent and subtasks, assignments, phase, opportunity with PRD, objectives, comments; null sections', async () => {
    const { objective: o } = await objective('lte', 10, [{ value: 50, daysAgo: 2 }, { value: 30 }]);
    const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Task bundle opp', content: 'The PRD', objectiveLinks: [{ objectiveId: o.ref }] }), 201);
    const phase = ok(await api('POST', `/api/v1/opportunities/${opp.ref}/phases`, { title: 'Beta', targetDate: '2027-03-01' }), 201);
    const parent = ok(await api('POST', '/api/v1/tasks', { title: 'Parent', opportunityId: opp.ref }), 201);
    const task = ok(
      await api('POST', '/api/v1/tasks', {
        title: 'The task',
        content: 'Engineering spec',
        parentTaskId: parent.ref,
        opportunityId: opp.ref,
        phaseId: phase.id,
      }),
      201,
    );
    const sub = ok(await api('POST', '/api/v1/tasks', { title: 'A subtask', parentTaskId: task.ref }), 201);
    ok(await api('POST', `/api/v1/tasks/${task.ref}/assignments`, { userId: org.engineerId }), 201);
    ok(await api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Start with the schema' }), 201);
    const bundle = ok(await api('GET', `/api/v1/tasks/${task.ref}/context`));
    expect(bundle.task).toMatchObject({ id: task.id, content: 'Engineering spec' });
    expect(bundle.parent).toMatchObject({ id: parent.id, ref: parent.ref });
    expect(bundle.subtasks).toEqual([expect.objectContaining({ id: sub.id, subtaskPosition: 1 })]);
    expect(bundle.assignments.map((a: any) => a.userId)).toEqual([org.engineerId]);
    expect(bundle.phase).toEqual({ id: phase.id, title: 'Beta', targetDate: '2027-03-01' });
    expect(bundle.opportunity).toEqual({ id: opp.id, ref: opp.ref, title: 'Task bundle opp', state: 'backlog', content: 'The PRD' });
    expect(bundle.objectives[0]).toMatchObject({ ref: o.ref, progress: { ratio: 0.5, operator: 'lte' } });
    expect(bundle.comments.map((c: any) => c.body)).toEqual(['Start with the schema']);
    expect(bundle.activeStep).toBeNull();
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['task:read'] });
    const narrow = ok(await client(apiKey)('GET', `/api/v1/tasks/${task.ref}/context`));
    expect(narrow).toMatchObject({ opportunity: null, objectives: null, comments: null, activeStep: null });
  });
});

describe('task handoffs', () => {
  it('with toUserId: the receiver owns the task, a system comment holds the note, the receiver is notified', async () => {
    const task = ok(await api('POST', '/api/v1/tasks', { title: 'Handed task', ownerId: 'me' }), 201);
    const handed = ok(await api('POST', `/api/v1/tasks/${task.ref}/handoff`, { note: 'Tests are green; deploy next', toUserId: org.engineerId }));
    expect(handed.ownerId).toBe(org.engineerId);
    const thread = ok(await api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`));
    expect(thread.at(-1)).toMatchObject({ system: true, authorId: null, body: expect.stringContaining('Tests are green; deploy next') });
    const notes = ok(await client(org.engineerKey)('GET', '/api/v1/notifications?types=handoff'));
    expect(notes[0]).toMatchObject({ type: 'handoff', body: 'Tests are green; deploy next', entityId: task.id });
  });

  it('without toUserId: the owner and assignees other than the caller are notified; with nobody to tell it is 422', async () => {
    const pat = await newUser(org.orgId, 'engineer', 'Pat Handoff');
    const task = ok(await api('POST', '/api/v1/tasks', { title: 'Shared task', ownerId: pat.userId }), 201);
    ok(await api('POST', `/api/v1/tasks/${task.ref}/assignments`, { userId: org.engineerId }), 201);
    ok(await api('POST', `/api/v1/tasks/${task.ref}/handoff`, { note: 'Blocked on review' }));
    for (const key of [pat.apiKey, org.engineerKey]) {
      expect(ok(await client(key)('GET', '/api/v1/notifications?types=handoff')).map((n: any) => n.body)).toContain('Blocked on review');
    }
    const lonely = ok(await api('POST', '/api/v1/tasks', { title: 'Alone', ownerId: 'me' }), 201);
    const r = await api('POST', `/api/v1/tasks/${lonely.ref}/handoff`, { note: 'x' });
    expect(r.status).toBe(422);
    expect(r.body.error.details[0].field).toBe('body.toUserId');
    expect(ok(await api('GET', `/api/v1/comments?entityType=task&entityId=${lonely.ref}`))).toEqual([]); // nothing half-written
  });
});

describe('PRD synthesis (spec 2 §4.7, §8)', () => {
  it('drafts from the opportunity, caches for an hour, tells when stale, bypasses on request, never writes the PRD; editing the PRD clears it', async () => {
    const { objective: o } = await objective('gte', 200, [{ value: 100, daysAgo: 1 }, { value: 150 }]);
    const opp = ok(
      await api('POST', '/api/v1/opportunities', {
        title: 'Synth',
        description: 'Users abandon checkout at the address step.',
        content: 'Original PRD',
        objectiveLinks: [{ objectiveId: o.ref }],
      }),
      201,
    );
    const task = ok(await api('POST', '/api/v1/tasks', { title: 'Autocomplete addresses', opportunityId: opp.ref }), 201);
    const first = ok(await api('POST', `/api/v1/opportunities/${opp.ref}/synthesize`, {}));
    expect(first).toMatchObject({ cached: false, ageMs: 0, staleSinceLastSynth: false });
    expect(first.markdown).toContain('# Synth (');
    expect(first.markdown).toContain('Users abandon checkout at the address step.');
    expect(first.markdown).toContain(`${o.ref}`);
    expect(first.markdown).toContain('50% of the way');
    expect(first.markdown).toContain(`${task.ref} Autocomplete addresses`);
    const again = ok(await api('POST', `/api/v1/opportunities/${opp.ref}/synthesize`, {}));
    expect(again).toMatchObject({ cached: true, staleSinceLastSynth: false, markdown: first.markdown });
    expect(again.ageMs).toBeGreaterThanOrEqual(0);
    // an input changes: still the cached draft, now stale; bypassCache drafts anew
    ok(await api('PATCH', `/api/v1/opportunities/${opp.ref}`, { description: 'Users abandon checkout at the address and payment steps.' }));
    const stale = await api('POST', `/api/v1/opportunities/${opp.ref}/synthesize`, { bypassCache: false });
    expect(ok(stale)).toMatchObject({ cached: true, staleSinceLastSynth: true, markdown: first.markdown });
    expect(stale.body.actions.find((a: any) => a.name === 'synthesizeOpportunityPrd').body).toEqual({ bypassCache: true });
    const fresh = ok(await api('POST', `/api/v1/opportunities/${opp.ref}/synthesize`, { bypassCache: true }));
    expect(fresh).toMatchObject({ cached: false, staleSinceLastSynth: false });
    expect(fresh.markdown).toContain('address and payment steps');
    expect(ok(await api('GET', `/api/v1/opportunities/${opp.ref}`)).content).toBe('Original PRD'); // never written
    // editing the PRD clears the cache: the next draft is fresh
    ok(await api('PATCH', `/api/v1/opportunities/${opp.ref}`, { content: 'Edited PRD' }));
    expect(ok(await api('POST', `/api/v1/opportunities/${opp.ref}/synthesize`, {}))).toMatchObject({ cached: false });
    // an engineer (no opportunity:update) may not synthesize
    expect((await client(org.engineerKey)('POST', `/api/v1/opportunities/${opp.ref}/synthesize`, {})).status).toBe(403);
  });
});

describe('over MCP', () => {
  it('get_opportunity_context, get_task_context and write_task_handoff are default tools answering as REST does', async () => {
    const c = new Client({ name: 'context-test', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } } }));
    try {
      const names = (await c.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['get_opportunity_context', 'get_task_context', 'write_task_handoff', 'write_handoff', 'post_update']));
      const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Via MCP' }), 201);
      const viaTool = await c.callTool({ name: 'get_opportunity_context', arguments: { id: opp.ref } });
      expect(viaTool.isError).toBeFalsy();
      expect((viaTool.structuredContent as any).data.opportunity.id).toBe(opp.id);
      const task = ok(await api('POST', '/api/v1/tasks', { title: 'Via MCP task', ownerId: 'me' }), 201);
      const handed = await c.callTool({
        name: 'write_task_handoff',
        arguments: { id: task.ref, note: 'Over to you', toUserId: org.engineerId, idempotencyKey: randomUUID() },
      });
      expect(handed.isError).toBeFalsy();
      expect((handed.structuredContent as any).data.ownerId).toBe(org.engineerId);
      const bad = await c.callTool({ name: 'get_task_context', arguments: { id: 'NOPE-1' } });
      expect(bad.isError).toBe(true);
      expect((bad.structuredContent as any).error.details[0].field).toBe('id');
    } finally {
      await c.close();
    }
  });
});
