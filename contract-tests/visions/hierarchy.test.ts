/**
 * One suite, two targets: walks vision → objective → metric → opportunity → task, teams and users
 * through the generated SDK. Every response is validated against the OpenAPI document (checkedFetch) on both
 * the Prism mock and the real server; behaviour is asserted on the real server. The last test fails when an
 * in-scope operationId was never exercised.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy } from '../lib/suiteTags.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

describe('core hierarchy over the SDK', () => {
  let me: string;
  let visionRef: string;
  let metricId: string;
  let metricRef: string;
  let objectiveRef: string;
  let objective2Ref: string;
  let oppRef: string;
  let teamId: string;
  let taskRef: string;

  it('platform: liveness and readiness probes, public', async () => {
    const live = await sdk.getLiveness();
    expect(live.status).toBe(200);
    const ready = await sdk.getReadiness();
    expect(ready.status).toBe(200);
    onLive(() => {
      if (live.status === 200) expect(live.data.data!.status).toBe('ok');
      if (ready.status === 200) expect(ready.data.data).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', draining: false } });
    });
  });

  it('platform: schema, openapi.json, viewer', async () => {
    const schema = await sdk.getSchema();
    expect(schema.status).toBe(200);
    const openapi = await sdk.getOpenApiDocument();
    expect(openapi.status).toBe(200);
    const viewer = await sdk.getViewer();
    expect(viewer.status).toBe(200);
    if (viewer.status !== 200) throw new Error('viewer');
    me = viewer.data.data!.userId;
    onLive(() => {
      if (schema.status === 200) expect(schema.data.data!.operations.map((o) => o.operationId)).toContain('setOpportunityState');
      expect((openapi.data as { openapi: string }).openapi).toBe('3.1.0');
      expect(viewer.data.data!.role).toBe('admin');
      expect(viewer.data.data!.capabilities).not.toContain('compensation:read'); // keys never hold it (spec 2 §5.3)
    });
  });

  it('visions: create, get by ref, update makes a version, rename, list', async () => {
    const created = await sdk.createVision({ name: 'Outcomes everywhere', kind: 'product', narrative: 'Teams plan from outcomes.' });
    expect(created.status).toBe(201);
    if (created.status !== 201) throw new Error('create');
    visionRef = created.data.data!.ref;
    const got = await sdk.getVision(visionRef);
    expect(got.status).toBe(200);
    const updated = await sdk.updateVision(visionRef, { narrative: 'Teams plan from measured outcomes.' });
    expect(updated.status).toBe(200);
    const versions = await sdk.listVisionVersions(visionRef, { limit: 10 });
    expect(versions.status).toBe(200);
    const renamed = await sdk.renameVisionVersion(visionRef, 1, { note: 'First draft' });
    expect(renamed.status).toBe(200);
    const list = await sdk.listVisions({ kind: 'product' });
    expect(list.status).toBe(200);
    onLive(() => {
      if (updated.status === 200) expect(updated.data.data!.version).toBe(2);
      if (versions.status === 200) expect(versions.data.data!.map((v) => v.version)).toEqual([2, 1]);
      if (renamed.status === 200) expect(renamed.data.data!.label).toBe('First draft');
      if (list.status === 200) expect(list.data.data!.map((v) => v.ref)).toContain(visionRef);
    });
  });

  it('metrics: create, get, update, readings, list', async () => {
    const m = await sdk.createMetric({ name: `Weekly active teams ${unique}`, unit: 'count', stewardId: me });
    expect(m.status).toBe(201);
    if (m.status !== 201) throw new Error('metric');
    metricId = m.data.data!.id;
    metricRef = m.data.data!.ref;
    expect((await sdk.getMetric(metricRef)).status).toBe(200);
    expect((await sdk.updateMetric(metricRef, { description: 'Teams moving work weekly' })).status).toBe(200);
    const r1 = await sdk.createMetricValue(metricRef, { value: 10, recordedAt: '2026-01-01T00:00:00Z' });
    const r2 = await sdk.createMetricValue(metricRef, { value: 14, recordedAt: '2026-02-01T00:00:00Z', note: 'after launch' });
    expect([r1.status, r2.status]).toEqual([201, 201]);
    const values = await sdk.listMetricValues(metricRef, { since: '2026-01-15' });
    expect(values.status).toBe(200);
    const list = await sdk.listMetrics({ stewardId: me });
    expect(list.status).toBe(200);
    onLive(() => {
      if (values.status === 200) expect(values.data.data!.map((v) => v.value)).toEqual([14]);
    });
    if (live) {
      const after = await sdk.getMetric(metricRef);
      if (after.status === 200) expect(after.data.data!.currentValue).toBe(14);
    }
  });

  it('metrics: built-in catalog, tracking a built-in (idempotent), readings by hand refused', async () => {
    const catalog = await sdk.listBuiltinMetrics();
    expect(catalog.status).toBe(200);
    const first = await sdk.trackBuiltinMetric({ builtinId: 'time_in_status', params: { statusGroup: 'in_progress' } });
    const again = await sdk.trackBuiltinMetric({ builtinId: 'time_in_status', params: { statusGroup: 'in_progress' } });
    expect([200, 201]).toContain(first.status);
    expect([200, 201]).toContain(again.status);
    onLive(() => {
      if (catalog.status === 200)
        expect(catalog.data.data!.map((b) => b.id)).toEqual(['task_throughput', 'lead_time', 'cycle_time', 'time_in_status', 'cycle_predictability']);
      expect([first.status, again.status]).toEqual([201, 200]);
      if (first.status === 201 && again.status === 200) {
        expect(again.data.data!.id).toBe(first.data.data!.id);
        expect(first.data.data!).toMatchObject({
          unit: 'duration',
          dataSourceType: 'system',
          dataSourceConfig: { builtinId: 'time_in_status', params: { statusGroup: 'in_progress' } },
        });
      }
    });
    if (live && first.status === 201) {
      const ref = first.data.data!.ref;
      const byHand = await sdk.createMetricValue(ref, { value: 1 });
      expect(byHand.status).toBe(422);
      const listed = await sdk.listBuiltinMetrics();
      if (listed.status === 200)
        expect(listed.data.data!.find((b) => b.id === 'time_in_status')).toMatchObject({ tracked: true, metricId: first.data.data!.id });
    }
  });

  it('objectives: create anchored, get, update, set-metric, list, nesting and alignment links', async () => {
    const o = await sdk.createObjective({
      title: 'Halve onboarding time',
      visionId: visionRef,
      driId: me,
      horizon: 'short',
      metric: { metricId, operator: 'gte', target: 40.5, startValue: 12 },
    });
    expect(o.status).toBe(201);
    if (o.status !== 201) throw new Error('objective');
    objectiveRef = o.data.data!.ref;
    const o2 = await sdk.createObjective({ title: 'Sub-objective', visionId: visionRef, driId: me });
    if (o2.status !== 201) throw new Error('objective 2');
    objective2Ref = o2.data.data!.ref;
    onLive(() => {
      expect(o.data.data!.targetNumeric).toBe('40.5');
      expect(o.data.data!.startNumeric).toBe('12');
      expect(o.data.data!.visionPath).toBe(`${o.data.data!.visionId}/${o.data.data!.id}`);
    });
    expect((await sdk.getObjective(objectiveRef)).status).toBe(200);
    expect((await sdk.updateObjective(objectiveRef, { description: 'From signup to first outcome' })).status).toBe(200);
    const link = await sdk.setObjectiveAlignmentLink(objective2Ref, { parentId: objectiveRef, kind: 'primary' });
    expect(link.status).toBe(200);
    const nesting = await sdk.getObjectiveNesting(objectiveRef);
    expect(nesting.status).toBe(200);
    onLive(() => {
      if (nesting.status === 200) expect(nesting.data.data!.children.map((c) => c.ref)).toEqual([objective2Ref]);
    });
    const cleared = await sdk.setObjectiveMetric(objective2Ref, { metricId: null });
    expect(cleared.status).toBe(200);
    const anchored = await sdk.setObjectiveMetric(objective2Ref, { metricId, operator: 'lte', target: 3 });
    expect(anchored.status).toBe(200);
    const list = await sdk.listObjectives({ metricId, status: 'active' });
    expect(list.status).toBe(200);
    onLive(() => {
      if (list.status === 200) expect(list.data.data!.map((x) => x.ref).sort()).toEqual([objectiveRef, objective2Ref].sort());
    });
    expect((await sdk.listVisionObjectives(visionRef)).status).toBe(200);
  });

  it('teams and users: create team, members, users', async () => {
    const t = await sdk.createTeam({ name: `Team ${unique}`, prefix: `T${unique.slice(-3).replace(/[^A-Z0-9]/g, 'X')}` });
    expect(t.status).toBe(201);
    if (t.status !== 201) throw new Error('team');
    teamId = t.data.data!.id;
    expect((await sdk.getTeam(teamId)).status).toBe(200);
    expect((await sdk.updateTeam(teamId, { description: 'Builds it' })).status).toBe(200);
    expect((await sdk.addTeamMember(teamId, { userId: me })).status).toBe(201);
    const members = await sdk.listTeamMembers(teamId);
    expect(members.status).toBe(200);
    onLive(() => {
      if (members.status === 200) expect(members.data.data!.map((m) => m.userId)).toEqual([me]);
    });
    expect((await sdk.listTeams({ limit: 200 })).status).toBe(200);
    expect((await sdk.listUsers()).status).toBe(200);
    expect((await sdk.getUser(me)).status).toBe(200);
    const u = await sdk.updateUser(me, { salaryMonthly: 9000, salaryCurrency: 'EUR', weeklyHours: 40 });
    expect(u.status).toBe(200);
    onLive(() => {
      if (u.status === 200) expect([u.data.data!.salaryMonthly, u.data.data!.salaryCurrency]).toEqual([9000, 'EUR']);
    });
  });

  it('opportunities: create linked, lifecycle, links, PRD template, rejection', async () => {
    const o = await sdk.createOpportunity({ title: 'Guided checklist', teamId, estimatedCost: 1200, objectiveLinks: [{ objectiveId: objectiveRef }] });
    expect(o.status).toBe(201);
    if (o.status !== 201) throw new Error('opp');
    oppRef = o.data.data!.ref;
    onLive(() => {
      expect(o.data.data!.objectiveLinks.map((l) => l.kind)).toEqual(['primary']);
      expect(o.data.data!.visionPath).toMatch(new RegExp(`/${o.data.data!.id}$`));
      // a backlog opportunity offers set-state to in_progress and completed, not to backlog (conventions)
      expect(o.data.actions.filter((a) => a.name === 'setOpportunityState').map((a) => a.body?.state)).toEqual(['in_progress', 'completed']);
    });
    expect((await sdk.getOpportunity(oppRef)).status).toBe(200);
    expect((await sdk.updateOpportunity(oppRef, { prd: '# PRD' })).status).toBe(200);
    expect((await sdk.setOpportunityState(oppRef, { state: 'in_progress' })).status).toBe(200);
    const linked = await sdk.createOpportunityObjectiveLink(oppRef, { objectiveId: objective2Ref });
    expect(linked.status).toBe(201);
    const relinked = await sdk.updateOpportunityObjectiveLink(oppRef, objective2Ref, { newObjectiveId: objective2Ref });
    expect(relinked.status).toBe(200);
    expect((await sdk.listOpportunities({ state: 'in_progress', teamId })).status).toBe(200);
    const byObjective = await sdk.listObjectiveOpportunities(objectiveRef);
    expect(byObjective.status).toBe(200);
    const byMetric = await sdk.listMetricOpportunities(metricRef);
    expect(byMetric.status).toBe(200);
    const deps = await sdk.getMetricDependents(metricRef);
    expect(deps.status).toBe(200);
    onLive(() => {
      if (byObjective.status === 200) expect(byObjective.data.data!.map((x) => x.ref)).toEqual([oppRef]);
      if (byMetric.status === 200) expect(byMetric.data.data!.map((x) => x.ref)).toEqual([oppRef]);
      if (deps.status === 200) expect(deps.data.data).toEqual({ objectives: 2, opportunities: 1, liveOpportunities: 1 });
    });
    expect((await sdk.getObjectiveAlignment()).status).toBe(200);
    expect((await sdk.deleteOpportunityObjectiveLink(oppRef, objective2Ref)).status).toBe(200);

    // A PRD template's content follows the PRD (mode append) and is recorded as prdTemplateId (spec 2 §4.7).
    const prdTemplate = await sdk.createPrdTemplate({ name: `Feature PRD ${unique}`, content: '## Problem\n\n## Outcome\n' });
    expect(prdTemplate.status).toBe(201);
    if (prdTemplate.status !== 201) throw new Error('createPrdTemplate');
    const prdTemplateId = prdTemplate.data.data!.id;
    const applied = await sdk.applyOpportunityPrdTemplate(oppRef, { templateId: prdTemplateId, mode: 'append' });
    expect(applied.status).toBe(200);
    onLive(() => {
      if (applied.status === 200) {
        expect(applied.data.data).toMatchObject({ ref: oppRef, content: '# PRD\n\n## Problem\n\n## Outcome\n', prdTemplateId, state: 'in_progress' });
      }
    });
    if (live) {
      const replaced = await sdk.applyOpportunityPrdTemplate(oppRef, { templateId: prdTemplateId, mode: 'replace' });
      expect(replaced.status).toBe(200);
      if (replaced.status === 200) expect(replaced.data.data!.content).toBe('## Problem\n\n## Outcome\n');
    }

    // Rejecting (a second, unlinked opportunity, so the counts above and below stay as they are) cancels it (spec 2 §4.7).
    const doomed = await sdk.createOpportunity({ title: `Bulk export ${unique}` });
    expect(doomed.status).toBe(201);
    if (doomed.status !== 201) throw new Error('opp to reject');
    const doomedRef = doomed.data.data!.ref;
    const rejected = await sdk.rejectOpportunity(doomedRef, { category: 'not_now', reason: 'Checkout rework comes first this quarter' });
    expect(rejected.status).toBe(200);
    onLive(() => {
      if (rejected.status === 200) {
        expect(rejected.data.data).toMatchObject({
          ref: doomedRef,
          state: 'cancelled',
          rejectionCategory: 'not_now',
          rejectionReason: 'Checkout rework comes first this quarter',
        });
        // a cancelled opportunity has no lifecycle moves
        expect(rejected.data.actions.filter((a) => a.name === 'setOpportunityState')).toEqual([]);
      }
    });
    if (live) {
      const got = await sdk.getOpportunity(doomedRef);
      expect(got.status).toBe(200);
      if (got.status === 200) expect([got.data.data!.state, got.data.data!.rejectionCategory]).toEqual(['cancelled', 'not_now']);
      expect((await sdk.rejectOpportunity(doomedRef, { category: 'duplicate', reason: 'Again' })).status).toBe(409); // cancelled already
      const fresh = await sdk.getOpportunity(oppRef);
      expect(fresh.status).toBe(200);
      if (fresh.status === 200) expect([fresh.data.data!.rejectionCategory, fresh.data.data!.rejectionReason]).toEqual([null, null]);
    }
  });

  it('tasks: create with team ref, status moves, assignments, delete with subtasks, lists', async () => {
    const t = await sdk.createTask({ title: 'Checklist API', opportunityId: oppRef, teamId, priority: 'high' });
    expect(t.status).toBe(201);
    if (t.status !== 201) throw new Error('task');
    taskRef = t.data.data!.ref;
    const moved = await sdk.setTaskStatus(taskRef, { status: 'todo' });
    expect(moved.status).toBe(200);
    onLive(() => {
      if (moved.status === 200) expect(moved.data.data!.ownerId).toBe(me); // ownerless → todo claims it (spec 1 §3.2)
    });
    expect((await sdk.updateTask(taskRef, { estimateMinutes: 90, status: 'in_progress' })).status).toBe(200);
    expect((await sdk.getTask(taskRef)).status).toBe(200);
    expect((await sdk.createTaskAssignment(taskRef, { userId: me, estimatedHours: 6 })).status).toBe(201);
    expect((await sdk.updateTaskAssignment(taskRef, me, { estimatedHours: 8 })).status).toBe(200);
    const assignments = await sdk.listTaskAssignments(taskRef);
    expect(assignments.status).toBe(200);
    onLive(() => {
      if (assignments.status === 200) expect(assignments.data.data!.map((a) => a.estimatedHours)).toEqual([8]);
    });
    expect((await sdk.deleteTaskAssignment(taskRef, me)).status).toBe(200);

    // Deleting a task takes its subtasks (spec 2 §4.8); an orphan, so the counts below are unchanged.
    const scratch = await sdk.createTask({ title: `Scratch ${unique}` });
    expect(scratch.status).toBe(201);
    if (scratch.status !== 201) throw new Error('scratch task');
    const scratchRef = scratch.data.data!.ref;
    const sub = await sdk.createTask({ title: `Scratch subtask ${unique}`, parentTaskId: scratchRef });
    expect(sub.status).toBe(201);
    if (sub.status !== 201) throw new Error('scratch subtask');
    const deletedTask = await sdk.deleteTask(scratchRef);
    expect(deletedTask.status).toBe(200);
    onLive(() => {
      if (deletedTask.status === 200) expect(deletedTask.data.data).toEqual({ id: scratch.data.data!.id, deleted: true });
    });
    if (live) {
      expect((await sdk.getTask(scratchRef)).status).toBe(404);
      expect((await sdk.getTask(sub.data.data!.ref)).status).toBe(404); // its subtask went with it
      expect((await sdk.getTask(taskRef)).status).toBe(200);
    }
    expect((await sdk.listTasks({ owner: 'me', status: 'in_progress' })).status).toBe(200);
    const oppTasks = await sdk.listOpportunityTasks(oppRef);
    expect(oppTasks.status).toBe(200);
    const children = await sdk.getVisionChildren(visionRef);
    expect(children.status).toBe(200);
    onLive(() => {
      if (oppTasks.status === 200) expect(oppTasks.data.data!.map((x) => x.ref)).toEqual([taskRef]);
      if (children.status === 200) expect(children.data.data).toEqual({ objectives: 2, opportunities: 1, tasks: 1 });
    });
  });

  it('deletes: team member, opportunity, objective, metric', async () => {
    expect((await sdk.removeTeamMember(teamId, me)).status).toBe(200);
    const delOpp = await sdk.deleteOpportunity(oppRef);
    expect(delOpp.status).toBe(200);
    expect((await sdk.deleteObjective(objective2Ref)).status).toBe(200);
    expect((await sdk.deleteMetric(metricRef)).status).toBe(200);
    if (live) {
      const task = await sdk.getTask(taskRef);
      if (task.status === 200) expect([task.data.data!.opportunityId, task.data.data!.visionPath]).toEqual([null, null]);
      const obj = await sdk.getObjective(objectiveRef);
      if (obj.status === 200) expect([obj.data.data!.metricId, obj.data.data!.targetNumeric]).toEqual([null, null]);
      expect((await sdk.getOpportunity(oppRef)).status).toBe(404);
    }
  });

  it('platform: subscriptions, activities, notifications, search, AI context, batch (spec 2 §4.3, §4.15)', async () => {
    const followed = await sdk.setSubscription({ entityType: 'task', entityId: taskRef, subscribed: true });
    expect(followed.status).toBe(200);
    const sub = await sdk.getSubscription({ entityType: 'task', entityId: taskRef });
    expect(sub.status).toBe(200);
    // Someone else changes the followed task: the admin hears about it.
    const asEngineer = { headers: { authorization: `Bearer ${engineerKey}` } };
    expect((await sdk.updateTask(taskRef, { priority: 'urgent' }, undefined, asEngineer)).status).toBe(200);
    const log = await sdk.listActivities({ entityType: 'task', entityId: taskRef, limit: 5 });
    expect(log.status).toBe(200);
    const unread = await sdk.getNotificationUnreadCount();
    expect(unread.status).toBe(200);
    const inbox = await sdk.listNotifications({ unreadOnly: true });
    expect(inbox.status).toBe(200);
    onLive(() => {
      if (sub.status === 200) expect(sub.data.data!.subscribed).toBe(true);
      if (log.status === 200) expect(log.data.data![0].changes).toContainEqual({ field: 'priority', from: 'high', to: 'urgent' });
      if (unread.status === 200) expect(unread.data.data!.count).toBeGreaterThan(0);
      if (inbox.status === 200) expect(inbox.data.data![0]).toMatchObject({ type: 'entity_changed', entityType: 'task', readAt: null });
    });
    const nid = inbox.status === 200 && inbox.data.data!.length ? inbox.data.data![0].id : '00000000-0000-4000-8000-000000000000';
    expect((await sdk.pinNotification(nid)).status).toBe(200);
    expect((await sdk.unpinNotification(nid)).status).toBe(200);
    const read = await sdk.readNotification(nid);
    expect(read.status).toBe(200);
    expect((await sdk.readAllNotifications()).status).toBe(200);
    const muted = await sdk.unsubscribeNotification(nid);
    expect(muted.status).toBe(200);
    onLive(() => {
      if (read.status === 200) expect(read.data.data!.readAt).not.toBeNull();
      if (muted.status === 200) expect(muted.data.data!.subscribed).toBe(false);
    });

    const found = await sdk.searchEntities({ query: taskRef });
    expect(found.status).toBe(200);
    const context = await sdk.getVisionAiContext(visionRef);
    expect(context.status).toBe(200);
    onLive(() => {
      if (found.status === 200) expect(found.data.data![0]).toMatchObject({ type: 'task', ref: taskRef });
      if (context.status === 200) expect(context.data.data!.context.vision.ref).toBe(visionRef);
    });

    const batch = await sdk.runBatch({
      operations: [
        { id: 'task', method: 'GET', path: `/api/v1/tasks/${taskRef}` },
        { id: 'missing', method: 'GET', path: '/api/v1/tasks/TASK-999999' },
      ],
    });
    expect(batch.status).toBe(207);
    onLive(() => {
      if (batch.status === 207) {
        expect(batch.data.data!.task).toMatchObject({ status: 200, ok: true });
        expect(batch.data.data!.missing).toMatchObject({ status: 404, ok: false, error: { code: 'NOT_FOUND' } });
      }
    });
  });

  it('exercises every operationId of its tags (coverage)', () => {
    // The tags rooms, messages and comments are left out here: rooms/collaboration.test.ts and rooms/comments.test.ts cover them. Which file covers
    // which tags is in contract-tests/lib/suiteTags.ts; together the files cover every operation.
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope.length).toBeGreaterThan(0);
    expect(inScope.filter((id) => ['rooms', 'messages', 'comments'].includes(operations[id].tag))).toEqual([]);
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
