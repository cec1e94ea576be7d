/**
 * Outcome progress, context bundles, task handoffs and PRD synthesis (spec 2 §4.7, §4.21, §8),
 * against the real server: progress toward the target for gte, lte and eq objectives, the stalled-progress gap of
 * the vision AI context, bundle sections null for a caller without their capability (and estimatedCost stripped),
 * the task handoff's comment and notifications, and the synthesis cache with its staleness, over REST and MCP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, envelope, errorOf, ok, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

const { databaseUrl } = inject('contract');
useSdk();
let org: Awaited<ReturnType<typeof newOrg>>;
/** The per-call options of the org's admin. */
let api: RequestInit;
let me: string;
let db: Knex;

beforeAll(async () => {
  org = await newOrg('Context org');
  api = as(org.apiKey);
  me = ok(await sdk.getViewer(api)).userId;
  db = createDb(databaseUrl, { min: 0, max: 1 });
});
afterAll(async () => {
  await db?.destroy();
});

/** A vision, a metric with `readings` (oldest first) and an objective on it with `operator`, `target`, `startValue`. */
async function objective(operator: 'gte' | 'lte' | 'eq', target: number, readings: { value: number; daysAgo?: number }[], startValue?: number) {
  const vision = ok(await sdk.createVision({ name: `V ${randomUUID().slice(0, 6)}`, kind: 'product', narrative: 'n' }, undefined, api), 201);
  const metric = ok(await sdk.createMetric({ name: `M ${randomUUID().slice(0, 6)}`, unit: 'count' }, undefined, api), 201);
  for (const r of readings) {
    ok(
      await sdk.createMetricValue(
        metric.ref,
        {
          value: r.value,
          recordedAt: new Date(Date.now() - (r.daysAgo ?? 0) * 86_400_000).toISOString(),
        },
        undefined,
        api,
      ),
      201,
    );
  }
  const o = ok(
    await sdk.createObjective(
      {
        title: `${operator} ${target}`,
        visionId: vision.ref,
        driId: me,
        metric: { metricId: metric.ref, operator, target, ...(startValue !== undefined ? { startValue } : {}) },
      },
      undefined,
      api,
    ),
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
    ok(await sdk.createMetricValue(a.metric.ref, { value: 90 }, undefined, api), 201);
    expect(ok(await sdk.getObjective(a.objective.ref, api)).progress).toMatchObject({ currentValue: 90, ratio: 0.875 });
    const listed = ok(await sdk.listObjectives({ visionId: a.vision.ref }, api));
    expect(listed[0].progress!.ratio).toBe(0.875);
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
    const stalledGaps = ok(await sdk.getVisionAiContext(stalled.vision.ref, api)).context.gaps;
    expect(stalledGaps).toContainEqual(expect.objectContaining({ kind: 'objective_progress_stalled', ref: stalled.objective.ref }));
    const movingGaps = ok(await sdk.getVisionAiContext(moving.vision.ref, api)).context.gaps;
    expect(movingGaps.map((g) => g.kind)).not.toContain('objective_progress_stalled');
  });
});

describe('context bundles (spec 2 §4.7, §4.21)', () => {
  it('the opportunity bundle: PRD, objectives with progress, comments, active step; sections null without their capability', async () => {
    const { objective: o } = await objective('gte', 100, [{ value: 0, daysAgo: 1 }, { value: 25 }]);
    const t = ok(await sdk.createTemplate({ name: 'Ctx template', defaultEntityType: 'opportunity', steps: [{ title: 'Discovery' }] }, undefined, api), 201);
    const opp = ok(
      await sdk.createOpportunity(
        {
          title: 'Bundled',
          content: '## The PRD',
          estimatedCost: 1200,
          workflowId: t.id,
          initialState: 'in_progress',
          objectiveLinks: [{ objectiveId: o.ref }],
        },
        undefined,
        api,
      ),
      201,
    );
    ok(await sdk.createComment({ entityType: 'opportunity', entityId: opp.ref, body: 'Looks right' }, undefined, api), 201);
    // Customer voice: a linked customer and two linked insights, one archived (left out).
    const acme = ok(await sdk.createCustomer({ name: 'Ctx Acme', arr: 5000, health: 'healthy' }, undefined, api), 201);
    ok(await sdk.linkCustomerOpportunity(acme.ref, { opportunityId: opp.ref }, undefined, api));
    const ask = ok(
      await sdk.createInsight({ verbatim: 'Ctx: export to CSV', source: 'interview', customerId: acme.ref, deadline: '2030-01-31' }, undefined, api),
      201,
    );
    ok(await sdk.attachInsight(ask.ref, { entityType: 'opportunity', entityId: opp.ref, pinned: true }, undefined, api));
    const old = ok(await sdk.createInsight({ verbatim: 'Ctx: an old ask', source: 'support', stakeholderUserId: 'me' }, undefined, api), 201);
    ok(await sdk.attachInsight(old.ref, { entityType: 'opportunity', entityId: opp.ref }, undefined, api));
    ok(await sdk.setInsightStatus(old.ref, { status: 'archived' }, undefined, api));
    const r = await sdk.getOpportunityContext(opp.ref, api);
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
    expect(bundle.comments!.map((c) => c.body)).toEqual(['Looks right']);
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
    expect(envelope(r).actions.map((a) => a.name)).toContain('getOpportunity');

    // A key that reads opportunities only: every other section is null, and estimatedCost is left out.
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['opportunity:read'] });
    const narrow = ok(await sdk.getOpportunityContext(opp.ref, as(apiKey)));
    expect(narrow).toMatchObject({ objectives: null, comments: null, activeStep: null, customers: null, insights: null, pullRequests: [] });
    expect(narrow.opportunity).not.toHaveProperty('estimatedCost');
    expect(narrow.opportunity.content).toBe('## The PRD');
    // another org, and an unknown ref
    expect((await sdk.getOpportunityContext(opp.id, as((await newOrg('Context other org')).apiKey))).status).toBe(404);
    const missing = await sdk.getOpportunityContext('OPP-999999', api);
    expect(missing.status).toBe(404);
    expect(errorOf(missing).details![0].field).toBe('path.id');
  });

  it('the task bundle: spec, parent and subtasks, assignments, phase, opportunity with PRD, objectives, comments; null sections', async () => {
    const { objective: o } = await objective('lte', 10, [{ value: 50, daysAgo: 2 }, { value: 30 }]);
    const opp = ok(
      await sdk.createOpportunity({ title: 'Task bundle opp', content: 'The PRD', objectiveLinks: [{ objectiveId: o.ref }] }, undefined, api),
      201,
    );
    const phase = ok(await sdk.createOpportunityPhase(opp.ref, { title: 'Beta', targetDate: '2027-03-01' }, undefined, api), 201);
    const newTask = async (body: sdk.CreateTaskBody) => ok(await sdk.createTask(body, undefined, api), 201);
    const parent = await newTask({ title: 'Parent', opportunityId: opp.ref });
    const task = await newTask({
      title: 'The task',
      content: 'Engineering spec',
      parentTaskId: parent.ref,
      opportunityId: opp.ref,
      phaseId: phase.id,
    });
    const sub = await newTask({ title: 'A subtask', parentTaskId: task.ref });
    ok(await sdk.createTaskAssignment(task.ref, { userId: org.engineerId }, undefined, api), 201);
    ok(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: 'Start with the schema' }, undefined, api), 201);
    const bundle = ok(await sdk.getTaskContext(task.ref, api));
    expect(bundle.task).toMatchObject({ id: task.id, content: 'Engineering spec' });
    expect(bundle.parent).toMatchObject({ id: parent.id, ref: parent.ref });
    expect(bundle.subtasks).toEqual([expect.objectContaining({ id: sub.id, subtaskPosition: 1 })]);
    expect(bundle.assignments.map((a) => a.userId)).toEqual([org.engineerId]);
    expect(bundle.phase).toEqual({ id: phase.id, title: 'Beta', targetDate: '2027-03-01' });
    expect(bundle.opportunity).toEqual({ id: opp.id, ref: opp.ref, title: 'Task bundle opp', state: 'backlog', content: 'The PRD' });
    expect(bundle.objectives![0]).toMatchObject({ ref: o.ref, progress: { ratio: 0.5, operator: 'lte' } });
    expect(bundle.comments!.map((c) => c.body)).toEqual(['Start with the schema']);
    expect(bundle.activeStep).toBeNull();
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['task:read'] });
    const narrow = ok(await sdk.getTaskContext(task.ref, as(apiKey)));
    expect(narrow).toMatchObject({ opportunity: null, objectives: null, comments: null, activeStep: null });
  });
});

describe('task handoffs', () => {
  it('with toUserId: the receiver owns the task, a system comment holds the note, the receiver is notified', async () => {
    const task = ok(await sdk.createTask({ title: 'Handed task', ownerId: 'me' }, undefined, api), 201);
    const handed = ok(await sdk.createTaskHandoff(task.ref, { note: 'Tests are green; deploy next', toUserId: org.engineerId }, undefined, api));
    expect(handed.ownerId).toBe(org.engineerId);
    const thread = ok(await sdk.listComments({ entityType: 'task', entityId: task.ref }, api));
    expect(thread.at(-1)).toMatchObject({ system: true, authorId: null, body: expect.stringContaining('Tests are green; deploy next') });
    const notes = ok(await sdk.listNotifications({ types: 'handoff' }, as(org.engineerKey)));
    expect(notes[0]).toMatchObject({ type: 'handoff', body: 'Tests are green; deploy next', entityId: task.id });
  });

  it('without toUserId: the owner and assignees other than the caller are notified; with nobody to tell it is 422', async () => {
    const pat = await newUser(org.orgId, 'engineer', 'Pat Handoff');
    const task = ok(await sdk.createTask({ title: 'Shared task', ownerId: pat.userId }, undefined, api), 201);
    ok(await sdk.createTaskAssignment(task.ref, { userId: org.engineerId }, undefined, api), 201);
    ok(await sdk.createTaskHandoff(task.ref, { note: 'Blocked on review' }, undefined, api));
    for (const key of [pat.apiKey, org.engineerKey]) {
      expect(ok(await sdk.listNotifications({ types: 'handoff' }, as(key))).map((n) => n.body)).toContain('Blocked on review');
    }
    const lonely = ok(await sdk.createTask({ title: 'Alone', ownerId: 'me' }, undefined, api), 201);
    const r = await sdk.createTaskHandoff(lonely.ref, { note: 'x' }, undefined, api);
    expect(r.status).toBe(422);
    expect(errorOf(r).details![0].field).toBe('body.toUserId');
    expect(ok(await sdk.listComments({ entityType: 'task', entityId: lonely.ref }, api))).toEqual([]); // nothing half-written
  });
});

describe('PRD synthesis (spec 2 §4.7, §8)', () => {
  it('drafts from the opportunity, caches for an hour, tells when stale, bypasses on request, never writes the PRD; editing the PRD clears it', async () => {
    const { objective: o } = await objective('gte', 200, [{ value: 100, daysAgo: 1 }, { value: 150 }]);
    const opp = ok(
      await sdk.createOpportunity(
        {
          title: 'Synth',
          description: 'Users abandon checkout at the address step.',
          content: 'Original PRD',
          objectiveLinks: [{ objectiveId: o.ref }],
        },
        undefined,
        api,
      ),
      201,
    );
    const synthesize = (body: sdk.SynthesizeOpportunityPrdBody, who: RequestInit = api) => sdk.synthesizeOpportunityPrd(opp.ref, body, undefined, who);
    const patchOpp = (body: sdk.UpdateOpportunityBody) => sdk.updateOpportunity(opp.ref, body, undefined, api);
    const task = ok(await sdk.createTask({ title: 'Autocomplete addresses', opportunityId: opp.ref }, undefined, api), 201);
    const first = ok(await synthesize({}));
    expect(first).toMatchObject({ cached: false, ageMs: 0, staleSinceLastSynth: false });
    expect(first.markdown).toContain('# Synth (');
    expect(first.markdown).toContain('Users abandon checkout at the address step.');
    expect(first.markdown).toContain(`${o.ref}`);
    expect(first.markdown).toContain('50% of the way');
    expect(first.markdown).toContain(`${task.ref} Autocomplete addresses`);
    const again = ok(await synthesize({}));
    expect(again).toMatchObject({ cached: true, staleSinceLastSynth: false, markdown: first.markdown });
    expect(again.ageMs).toBeGreaterThanOrEqual(0);
    // an input changes: still the cached draft, now stale; bypassCache drafts anew
    ok(await patchOpp({ description: 'Users abandon checkout at the address and payment steps.' }));
    const stale = await synthesize({ bypassCache: false });
    expect(ok(stale)).toMatchObject({ cached: true, staleSinceLastSynth: true, markdown: first.markdown });
    expect(envelope(stale).actions.find((a) => a.name === 'synthesizeOpportunityPrd')!.body).toEqual({ bypassCache: true });
    const fresh = ok(await synthesize({ bypassCache: true }));
    expect(fresh).toMatchObject({ cached: false, staleSinceLastSynth: false });
    expect(fresh.markdown).toContain('address and payment steps');
    expect(ok(await sdk.getOpportunity(opp.ref, api)).content).toBe('Original PRD'); // never written
    // editing the PRD clears the cache: the next draft is fresh
    ok(await patchOpp({ content: 'Edited PRD' }));
    expect(ok(await synthesize({}))).toMatchObject({ cached: false });
    // an engineer (no opportunity:update) may not synthesize
    expect((await synthesize({}, as(org.engineerKey))).status).toBe(403);
  });
});

describe('over MCP', () => {
  it('get_opportunity_context, get_task_context and write_task_handoff are default tools answering as REST does', async () => {
    const c = await mcpAs(org.apiKey);
    try {
      const names = (await c.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['get_opportunity_context', 'get_task_context', 'write_task_handoff', 'write_handoff', 'post_update']));
      const opp = ok(await sdk.createOpportunity({ title: 'Via MCP' }, undefined, api), 201);
      const viaTool = await c.callTool({ name: 'get_opportunity_context', arguments: { id: opp.ref } });
      expect(viaTool.isError).toBeFalsy();
      expect(bodyOf<sdk.OpportunityContext>(viaTool.structuredContent).data.opportunity.id).toBe(opp.id);
      const task = ok(await sdk.createTask({ title: 'Via MCP task', ownerId: 'me' }, undefined, api), 201);
      const handed = await c.callTool({
        name: 'write_task_handoff',
        arguments: { id: task.ref, note: 'Over to you', toUserId: org.engineerId, idempotencyKey: randomUUID() },
      });
      expect(handed.isError).toBeFalsy();
      expect(bodyOf<sdk.Task>(handed.structuredContent).data.ownerId).toBe(org.engineerId);
      const bad = await c.callTool({ name: 'get_task_context', arguments: { id: 'NOPE-1' } });
      expect(bad.isError).toBe(true);
      expect(bodyOf(bad.structuredContent).error.details![0].field).toBe('id');
    } finally {
      await c.close();
    }
  });
});
