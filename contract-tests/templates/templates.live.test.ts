/**
 * Workflow templates and the delivery fields of opportunities and tasks (spec 1 §3.2;
 * spec 2 §4.7, §4.8, §4.13), against the real server: terminal steps untouchable, the step machine, the opportunity
 * lifecycle with and without a template, rejection, handoffs, swap and reassign, the default template, usage and
 * deletion in use, PRD templates applied, categories and tags on opportunities and tasks, sequential subtasks and
 * task deletion.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { okData as ok, refused } from '../lib/expect.js';

type Api = ReturnType<typeof client>;
let org: Awaited<ReturnType<typeof newOrg>>;
let api: Api;
let eng: Api;
let me: string;
let pm: { id: string; api: Api };

const { baseUrl } = inject('contract');

beforeAll(async () => {
  org = await newOrg('Templates org');
  api = client(org.apiKey);
  eng = client(org.engineerKey);
  me = ok(await api('GET', '/api/v1/viewer')).userId;
  const u = await newUser(org.orgId, 'pm', 'Pat Lead');
  pm = { id: u.userId, api: client(u.apiKey) };
});

const template = async (steps: string[], extra: Record<string, unknown> = {}) =>
  ok(
    await api('POST', '/api/v1/templates', {
      name: `T ${Math.random().toString(36).slice(2, 7)}`,
      defaultEntityType: 'opportunity',
      steps: steps.map((title) => ({ title })),
      ...extra,
    }),
    201,
  );
const instance = async (type: string, id: string) => ok(await api('GET', `/api/v1/templates/instances/${type}/${id}`));
const stepOf = (inst: any, title: string) => inst.steps.find((s: any) => s.title === title);

describe('templates and their terminal steps (spec 2 §4.13)', () => {
  it('end with the system-managed Completed and Cancelled steps, which cannot be changed, moved or deleted', async () => {
    const t = await template(['Discovery', 'Build']);
    expect(t.steps.map((s: any) => [s.title, s.position, s.terminal, s.system])).toEqual([
      ['Discovery', 1, null, false],
      ['Build', 2, null, false],
      ['Completed', 3, 'completed', true],
      ['Cancelled', 4, 'cancelled', true],
    ]);
    expect(t.steps[0].defaultDriUserId).toBe(me); // the caller by default
    const added = ok(await api('POST', `/api/v1/templates/${t.id}/steps`, { title: 'Review', position: 2, slaHours: 24 }), 201);
    expect(added.steps.map((s: any) => s.title)).toEqual(['Discovery', 'Review', 'Build', 'Completed', 'Cancelled']);
    const past = ok(await api('POST', `/api/v1/templates/${t.id}/steps`, { title: 'Launch', position: 99 }), 201);
    expect(past.steps.map((s: any) => s.title)).toEqual(['Discovery', 'Review', 'Build', 'Launch', 'Completed', 'Cancelled']);
    const [completed, cancelled] = past.steps.slice(-2);
    for (const terminal of [completed, cancelled]) {
      const e = refused(await api('PATCH', `/api/v1/templates/steps/${terminal.id}`, { title: 'Done-ish' }), 422, 'BUSINESS_RULE_VIOLATION');
      expect(e.message).toContain('system-managed');
      refused(await api('PATCH', `/api/v1/templates/steps/${terminal.id}`, { position: 1 }), 422, 'BUSINESS_RULE_VIOLATION');
      refused(await api('DELETE', `/api/v1/templates/steps/${terminal.id}`), 422, 'BUSINESS_RULE_VIOLATION');
    }
    // Moving a step to the front keeps the terminal steps last; deleting one closes the gap.
    const launch = past.steps.find((s: any) => s.title === 'Launch');
    const moved = ok(await api('PATCH', `/api/v1/templates/steps/${launch.id}`, { position: 1, slaHours: 8 }));
    expect(moved.steps.map((s: any) => `${s.position}:${s.title}`)).toEqual(['1:Launch', '2:Discovery', '3:Review', '4:Build', '5:Completed', '6:Cancelled']);
    const less = ok(await api('DELETE', `/api/v1/templates/steps/${moved.steps[2].id}`));
    expect(less.steps.map((s: any) => `${s.position}:${s.title}`)).toEqual(['1:Launch', '2:Discovery', '3:Build', '4:Completed', '5:Cancelled']);
    // An engineer reads templates but cannot create them.
    ok(await eng('GET', `/api/v1/templates/${t.id}`));
    refused(await eng('POST', '/api/v1/templates', { name: 'x', defaultEntityType: 'task' }), 403, 'FORBIDDEN');
  });

  it('one default per entity type; 404 without one; usage and deletion refused while in use, allowed after reassign', async () => {
    const fresh = await newOrg('Templates default org');
    const c = client(fresh.apiKey);
    refused(await c('GET', '/api/v1/templates/default/task'), 404, 'NOT_FOUND', 'path.entityType');
    const a = ok(await c('POST', '/api/v1/templates', { name: 'A', defaultEntityType: 'task', isDefault: true }), 201);
    expect(ok(await c('GET', '/api/v1/templates/default/task')).id).toBe(a.id);
    const b = ok(await c('POST', '/api/v1/templates', { name: 'B', defaultEntityType: 'task' }), 201);
    ok(await c('PATCH', `/api/v1/templates/${b.id}`, { isDefault: true }));
    expect(ok(await c('GET', '/api/v1/templates/default/task')).id).toBe(b.id);
    expect(ok(await c('GET', `/api/v1/templates/${a.id}`)).isDefault).toBe(false);

    const opp = ok(await c('POST', '/api/v1/opportunities', { title: 'On A', workflowId: a.id }), 201);
    const task = ok(await c('POST', '/api/v1/tasks', { title: 'On A too', workflowId: a.id }), 201);
    expect(ok(await c('GET', `/api/v1/templates/${a.id}/usage`))).toEqual({
      templateId: a.id,
      total: 2,
      opportunity: 1,
      task: 1,
      customer: 0,
      runningInstances: 2,
    });
    const inUse = refused(await c('DELETE', `/api/v1/templates/${a.id}`), 409, 'INVALID_STATE_TRANSITION');
    expect(inUse.data.usage.total).toBe(2);
    expect(inUse.suggestion).toContain('reassign');
    refused(await c('POST', `/api/v1/templates/${a.id}/reassign`, { replacementId: a.id }), 422, 'BUSINESS_RULE_VIOLATION', 'body.replacementId');
    const moved = ok(await c('POST', `/api/v1/templates/${a.id}/reassign`, { replacementId: b.id }));
    expect(moved).toMatchObject({ templateId: b.id, total: 2, runningInstances: 2 });
    expect(ok(await c('GET', `/api/v1/opportunities/${opp.ref}`)).workflowId).toBe(b.id);
    expect(ok(await c('GET', `/api/v1/templates/instances/task/${task.ref}`)).templateId).toBe(b.id);
    expect(ok(await c('DELETE', `/api/v1/templates/${a.id}`))).toEqual({ id: a.id, deleted: true });
    // Another org's template is 404 everywhere.
    refused(await api('GET', `/api/v1/templates/${b.id}`), 404, 'NOT_FOUND');
    refused(await api('POST', '/api/v1/opportunities', { title: 'x', workflowId: b.id }), 404, 'NOT_FOUND', 'body.workflowId');
  });
});

describe('activity logs of delivery configuration (spec 2 §4.3)', () => {
  it('templates (with their steps), categories, tags and PRD templates have logs readable with their read capability', async () => {
    const t = await template(['Draft']);
    ok(await api('PATCH', `/api/v1/templates/steps/${t.steps[0].id}`, { title: 'Draft it' }));
    const log = ok(await api('GET', `/api/v1/activities?entityType=template&entityId=${t.id}`));
    expect(log.map((a: any) => `${a.subject ?? 'template'}:${a.action}`)).toEqual(expect.arrayContaining(['template:created', 'step:added', 'step:updated']));
    expect(log.find((a: any) => a.subject === 'step' && a.action === 'updated').changes).toEqual([{ field: 'title', from: 'Draft', to: 'Draft it' }]);
    const cat = ok(await api('POST', '/api/v1/categories', { label: `Logged ${Date.now()}` }), 201);
    expect(ok(await api('GET', `/api/v1/activities?entityType=category&entityId=${cat.id}`))[0]).toMatchObject({ action: 'created', actorId: me });
    const tag = ok(await api('POST', '/api/v1/tags', { name: `logged-${Date.now()}` }), 201);
    expect(ok(await eng('GET', `/api/v1/activities?entityType=tag&entityId=${tag.id}`))[0]).toMatchObject({ action: 'created' });
    const prd = ok(await api('POST', '/api/v1/prd-templates', { name: 'Logged PRD', content: 'x' }), 201);
    expect(ok(await api('GET', `/api/v1/activities?entityType=prd_template&entityId=${prd.id}`))[0]).toMatchObject({ action: 'created' });
    refused(await api('GET', '/api/v1/activities?entityType=template&entityId=3fa85f64-5717-4562-b3fc-2c963f66afa6'), 404, 'NOT_FOUND', 'query.entityId');
    const other = await newOrg('Templates other org');
    refused(await client(other.apiKey)('GET', `/api/v1/activities?entityType=category&entityId=${cat.id}`), 404, 'NOT_FOUND', 'query.entityId');
  });
});

describe('the step machine (spec 1 §3.2)', () => {
  it('pending → active | skipped; active → paused | completed | skipped; paused → active | skipped; one active at a time; completing activates the next', async () => {
    const t = await template(['One', 'Two', 'Three']);
    const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Machine' }), 201);
    const started = ok(await api('POST', '/api/v1/templates/instances', { templateId: t.id, entityType: 'opportunity', entityId: opp.ref }), 201);
    expect(started.steps.map((s: any) => s.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(started.currentStep.title).toBe('One');
    expect(started.steps[0].allowedMoves).toEqual(['active', 'skipped']);
    expect(started.steps[3].allowedMoves).toEqual([]); // terminal
    refused(
      await api('POST', '/api/v1/templates/instances', { templateId: t.id, entityType: 'opportunity', entityId: opp.id }),
      409,
      'INVALID_STATE_TRANSITION',
    );

    const one = started.steps[0].id;
    const bad = refused(await api('PATCH', `/api/v1/templates/instances/steps/${one}`, { status: 'completed' }), 409, 'INVALID_STATE_TRANSITION');
    expect(bad.data).toMatchObject({ from: 'pending', to: 'completed', allowed: ['active', 'skipped'] });
    const active = ok(await api('PATCH', `/api/v1/templates/instances/steps/${one}`, { status: 'active' }));
    expect(stepOf(active, 'One')).toMatchObject({ status: 'active', allowedMoves: ['paused', 'completed', 'skipped'] });
    expect(stepOf(active, 'One').startedAt).not.toBeNull();
    // actions offer exactly the current step's moves
    const got = await api('GET', `/api/v1/templates/instances/opportunity/${opp.ref}`);
    expect(got.body.actions.filter((a: any) => a.name === 'updateStepInstance').map((a: any) => a.body.status)).toEqual(['paused', 'completed', 'skipped']);
    expect(stepOf(active, 'Two').allowedMoves).toEqual(['skipped']); // "active" is taken while One is active
    const second = refused(
      await api('PATCH', `/api/v1/templates/instances/steps/${stepOf(active, 'Two').id}`, { status: 'active' }),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect(second.data.activeStepInstanceId).toBe(one);

    const paused = ok(await api('PATCH', `/api/v1/templates/instances/steps/${one}`, { status: 'paused' }));
    expect(stepOf(paused, 'One').allowedMoves).toEqual(['active', 'skipped']);
    refused(await api('PATCH', `/api/v1/templates/instances/steps/${one}`, { status: 'completed' }), 409, 'INVALID_STATE_TRANSITION');
    ok(await api('PATCH', `/api/v1/templates/instances/steps/${one}`, { status: 'active' }));
    const done = ok(await api('PATCH', `/api/v1/templates/instances/steps/${one}`, { status: 'completed' }));
    expect(done.steps.map((s: any) => s.status)).toEqual(['completed', 'active', 'pending', 'pending', 'pending']);
    expect(stepOf(done, 'One').completedAt).not.toBeNull();
    refused(await api('PATCH', `/api/v1/templates/instances/steps/${one}`, { status: 'active' }), 409, 'INVALID_STATE_TRANSITION');
    const skipped = ok(await api('PATCH', `/api/v1/templates/instances/steps/${stepOf(done, 'Two').id}`, { status: 'skipped' }));
    expect(skipped.steps.map((s: any) => s.status)).toEqual(['completed', 'skipped', 'active', 'pending', 'pending']);
    refused(await api('PATCH', `/api/v1/templates/instances/steps/${stepOf(done, 'Completed').id}`, { status: 'active' }), 422, 'BUSINESS_RULE_VIOLATION');

    // The last step completed: the instance lands on Completed and the opportunity is completed.
    const end = ok(await api('PATCH', `/api/v1/templates/instances/steps/${stepOf(done, 'Three').id}`, { status: 'completed', driId: pm.id }));
    expect(end.status).toBe('completed');
    expect(end.steps.map((s: any) => s.status)).toEqual(['completed', 'skipped', 'completed', 'completed', 'skipped']);
    expect(end.currentStep).toBeNull();
    expect(end.endedAt).not.toBeNull();
    expect(ok(await api('GET', `/api/v1/opportunities/${opp.ref}`)).state).toBe('completed');
    const ended = refused(await api('PATCH', `/api/v1/templates/instances/steps/${stepOf(done, 'Three').id}`, { driId: me }), 409, 'INVALID_STATE_TRANSITION');
    expect(ended.data.status).toBe('completed');
  });

  it('a handoff completes (or pauses) the active step, activates the target and notifies its owner with the message', async () => {
    const t = ok(
      await api('POST', '/api/v1/templates', {
        name: 'Handoffs',
        defaultEntityType: 'opportunity',
        steps: [
          { title: 'Spec', slaHours: 48 },
          { title: 'Design', defaultDriUserId: pm.id },
          { title: 'Build', defaultDriUserId: org.engineerId },
        ],
      }),
      201,
    );
    const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Handed', workflowId: t.id, initialState: 'in_progress' }), 201);
    const inst = await instance('opportunity', opp.ref);
    const spec = stepOf(inst, 'Spec');
    expect(spec.status).toBe('active');
    expect(Date.parse(spec.dueAt) - Date.parse(spec.startedAt)).toBe(48 * 3600 * 1000);
    expect(stepOf(inst, 'Design').driId).toBe(pm.id);
    const handed = ok(await api('POST', '/api/v1/templates/handoff', { stepInstanceId: stepOf(inst, 'Design').id, message: 'Research notes are in the PRD' }));
    expect(handed.steps.slice(0, 3).map((s: any) => s.status)).toEqual(['completed', 'active', 'pending']);
    const notes = ok(await pm.api('GET', '/api/v1/notifications?types=handoff'));
    expect(notes[0]).toMatchObject({ type: 'handoff', body: 'Research notes are in the PRD', entityType: 'opportunity', entityId: opp.id });
    const paused = ok(await api('POST', '/api/v1/templates/handoff', { stepInstanceId: stepOf(inst, 'Build').id, markComplete: false }));
    expect(paused.steps.slice(0, 3).map((s: any) => s.status)).toEqual(['completed', 'paused', 'active']);
    refused(await api('POST', '/api/v1/templates/handoff', { stepInstanceId: stepOf(inst, 'Spec').id }), 409, 'INVALID_STATE_TRANSITION');
    refused(await api('POST', '/api/v1/templates/handoff', { stepInstanceId: stepOf(inst, 'Completed').id }), 422, 'BUSINESS_RULE_VIOLATION');
  });

  it('swap keeps completed steps with matching titles and carries the active status over', async () => {
    const a = await template(['Discovery', 'Build', 'Launch']);
    const b = await template(['discovery', 'Security review', 'Launch']);
    const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Swapped', workflowId: a.id, initialState: 'in_progress' }), 201);
    const inst = await instance('opportunity', opp.ref);
    ok(await api('PATCH', `/api/v1/templates/instances/steps/${stepOf(inst, 'Discovery').id}`, { status: 'completed' }));
    const swapped = ok(await api('POST', '/api/v1/templates/instances/swap', { templateId: b.id, entityType: 'opportunity', entityId: opp.ref }));
    expect(swapped.templateId).toBe(b.id);
    expect(swapped.steps.map((s: any) => `${s.title}:${s.status}`)).toEqual([
      'discovery:completed',
      'Security review:active',
      'Launch:pending',
      'Completed:pending',
      'Cancelled:pending',
    ]);
    expect(ok(await api('GET', `/api/v1/opportunities/${opp.ref}`)).workflowId).toBe(b.id);
    // An engineer (no opportunity:update) may not swap or start on an opportunity.
    refused(await eng('POST', '/api/v1/templates/instances/swap', { templateId: a.id, entityType: 'opportunity', entityId: opp.ref }), 403, 'FORBIDDEN');
    const bare = ok(await api('POST', '/api/v1/opportunities', { title: 'Bare' }), 201);
    refused(
      await api('POST', '/api/v1/templates/instances/swap', { templateId: a.id, entityType: 'opportunity', entityId: bare.ref }),
      409,
      'INVALID_STATE_TRANSITION',
    );
    refused(await api('GET', `/api/v1/templates/instances/opportunity/${bare.ref}`), 404, 'NOT_FOUND', 'path.entityId');
    refused(
      await api('POST', '/api/v1/templates/instances', { templateId: a.id, entityType: 'customer', entityId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
  });
});

describe('the opportunity lifecycle with and without a template (spec 1 §3.2)', () => {
  it('with a template: in_progress activates, backlog pauses, in_progress resumes, completed lands on Completed', async () => {
    const t = await template(['Discovery', 'Build']);
    const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Driven', workflowId: t.id }), 201);
    expect(opp.workflowId).toBe(t.id);
    expect((await instance('opportunity', opp.ref)).steps.map((s: any) => s.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    await api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'in_progress' });
    expect((await instance('opportunity', opp.ref)).currentStep).toMatchObject({ title: 'Discovery', status: 'active' });
    await api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'backlog' });
    expect((await instance('opportunity', opp.ref)).currentStep).toMatchObject({ title: 'Discovery', status: 'paused' });
    await api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'in_progress' });
    expect((await instance('opportunity', opp.ref)).currentStep).toMatchObject({ title: 'Discovery', status: 'active' });
    ok(await api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' }));
    const end = await instance('opportunity', opp.ref);
    expect(end.status).toBe('completed');
    expect(end.steps.map((s: any) => s.status)).toEqual(['skipped', 'skipped', 'completed', 'skipped']);
  });

  it('rejection: remaining steps skipped, lands on Cancelled, state cancelled, decision recorded; then no moves', async () => {
    const t = await template(['Discovery', 'Build']);
    const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Rejected one', workflowId: t.id, initialState: 'in_progress' }), 201);
    const inst = await instance('opportunity', opp.ref);
    ok(await api('PATCH', `/api/v1/templates/instances/steps/${stepOf(inst, 'Discovery').id}`, { status: 'completed' }));
    refused(
      await api('POST', `/api/v1/opportunities/${opp.ref}/reject-via-template`, { category: 'bored', reason: 'x' }),
      400,
      'VALIDATION_FAILED',
      'body.category',
    );
    const rejected = await api('POST', `/api/v1/opportunities/${opp.ref}/reject-via-template`, { category: 'not_now', reason: 'Checkout first' });
    expect(ok(rejected)).toMatchObject({ state: 'cancelled', rejectionCategory: 'not_now', rejectionReason: 'Checkout first' });
    expect(rejected.body.actions.filter((a: any) => a.name === 'setOpportunityState')).toEqual([]);
    const end = await instance('opportunity', opp.ref);
    expect(end.status).toBe('cancelled');
    expect(end.steps.map((s: any) => `${s.title}:${s.status}`)).toEqual(['Discovery:completed', 'Build:skipped', 'Completed:skipped', 'Cancelled:cancelled']);
    // the decision: activity log (category, reason, who), a system comment, and no further moves
    const log = ok(await api('GET', `/api/v1/activities?entityType=opportunity&entityId=${opp.ref}`));
    const change = log.find((a: any) => a.changes.some((c: any) => c.field === 'rejectionCategory'));
    expect(change.actorId).toBe(me);
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { field: 'state', from: 'in_progress', to: 'cancelled' },
        { field: 'rejectionCategory', from: null, to: 'not_now' },
        { field: 'rejectionReason', from: null, to: 'Checkout first' },
      ]),
    );
    const thread = ok(await api('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`));
    expect(thread.at(-1)).toMatchObject({ system: true, authorId: null, body: expect.stringContaining('(not_now): Checkout first') });
    refused(await api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'in_progress' }), 409, 'INVALID_STATE_TRANSITION');
    refused(await api('POST', `/api/v1/opportunities/${opp.ref}/reject-via-template`, { category: 'other', reason: 'again' }), 409, 'INVALID_STATE_TRANSITION');
  });

  it('without a template only the state flips; rejection still records the decision', async () => {
    const opp = ok(await api('POST', '/api/v1/opportunities', { title: 'Plain' }), 201);
    expect(opp.workflowId).toBeNull();
    expect(ok(await api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'in_progress' })).state).toBe('in_progress');
    refused(await api('GET', `/api/v1/templates/instances/opportunity/${opp.ref}`), 404, 'NOT_FOUND');
    expect(ok(await api('POST', `/api/v1/opportunities/${opp.ref}/reject-via-template`, { category: 'duplicate', reason: 'Same as OPP-1' }))).toMatchObject({
      state: 'cancelled',
      rejectionCategory: 'duplicate',
    });
  });
});

describe('opportunity and task fields that now work', () => {
  it('categories and tags on opportunities and tasks, checked in the org, filterable; PRD templates applied', async () => {
    const [bug] = ok(await api('GET', '/api/v1/categories'));
    expect(bug).toMatchObject({ label: 'Bug', system: true });
    const tag = ok(await api('POST', '/api/v1/tags', { name: `urgent-${Date.now()}`, color: '#ff0000' }), 201);
    const opp = ok(
      await api('POST', '/api/v1/opportunities', { title: 'Tagged', categoryId: bug.id, tagIds: [tag.id], dueDate: '2027-01-31', queuePosition: 3 }),
      201,
    );
    expect(opp).toMatchObject({ categoryId: bug.id, tagIds: [tag.id], dueDate: '2027-01-31', queuePosition: 3 });
    refused(await api('POST', '/api/v1/tasks', { title: 'Twice', tagIds: [tag.id, tag.id] }), 400, 'VALIDATION_FAILED', 'body.tagIds');
    const task = ok(await api('POST', '/api/v1/tasks', { title: 'Tagged task', categoryId: bug.id, tagIds: [tag.id] }), 201);
    expect(task).toMatchObject({ categoryId: bug.id, tagIds: [tag.id] });
    expect(ok(await api('GET', `/api/v1/tasks?tagId=${tag.id}`)).map((t: any) => t.id)).toEqual([task.id]);
    expect(ok(await api('GET', `/api/v1/opportunities?tagId=${tag.id}`)).map((o: any) => o.id)).toEqual([opp.id]);
    expect(ok(await api('GET', `/api/v1/tasks?categoryId=${bug.id}`)).map((t: any) => t.id)).toContain(task.id);
    const missing = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    refused(await api('POST', '/api/v1/tasks', { title: 'x', categoryId: missing }), 404, 'NOT_FOUND', 'body.categoryId');
    refused(await api('PATCH', `/api/v1/opportunities/${opp.ref}`, { tagIds: [tag.id, missing] }), 404, 'NOT_FOUND', 'body.tagIds.1');
    expect(ok(await api('PATCH', `/api/v1/opportunities/${opp.ref}`, { categoryId: null, tagIds: [] }))).toMatchObject({ categoryId: null, tagIds: [] });
    // A referenced category cannot be deleted; a deleted tag leaves every entity.
    const cat = ok(await api('POST', '/api/v1/categories', { label: 'Tech debt', color: '#123456' }), 201);
    ok(await api('PATCH', `/api/v1/tasks/${task.ref}`, { categoryId: cat.id }));
    const inUse = await api('DELETE', `/api/v1/categories/${cat.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.data).toMatchObject({ tasks: 1 });
    ok(await api('DELETE', `/api/v1/tags/${tag.id}`));
    expect(ok(await api('GET', `/api/v1/tasks/${task.ref}`)).tagIds).toEqual([]);

    const prd = ok(await api('POST', '/api/v1/prd-templates', { name: 'Lean PRD', content: '## Problem\n\n## Outcome' }), 201);
    const withPrd = ok(await api('POST', '/api/v1/opportunities', { title: 'Has a PRD', prdTemplateId: prd.id }), 201);
    expect(withPrd).toMatchObject({ content: '## Problem\n\n## Outcome', prdTemplateId: prd.id });
    const edited = ok(await api('PATCH', `/api/v1/opportunities/${withPrd.ref}`, { content: 'Our notes' }));
    expect(edited.content).toBe('Our notes');
    expect(ok(await api('POST', `/api/v1/opportunities/${withPrd.ref}/apply-prd-template`, { templateId: prd.id, mode: 'append' })).content).toBe(
      'Our notes\n\n## Problem\n\n## Outcome',
    );
    expect(ok(await api('POST', `/api/v1/opportunities/${withPrd.ref}/apply-prd-template`, { templateId: prd.id })).content).toBe('## Problem\n\n## Outcome');
    refused(await api('POST', `/api/v1/opportunities/${withPrd.ref}/apply-prd-template`, { templateId: missing }), 404, 'NOT_FOUND', 'body.templateId');
  });

  it('sequential subtasks: a subtask cannot start before the one before it is completed; positions are kept', async () => {
    const parent = ok(await api('POST', '/api/v1/tasks', { title: 'Parent', subtaskMode: 'sequential' }), 201);
    const a = ok(await api('POST', '/api/v1/tasks', { title: 'A', parentTaskId: parent.ref }), 201);
    const c = ok(await api('POST', '/api/v1/tasks', { title: 'C', parentTaskId: parent.ref }), 201);
    const b = ok(await api('POST', '/api/v1/tasks', { title: 'B', parentTaskId: parent.ref, subtaskPosition: 2 }), 201);
    expect(ok(await api('GET', `/api/v1/tasks?parentTaskId=${parent.ref}`)).map((t: any) => `${t.subtaskPosition}:${t.title}`)).toEqual(['1:A', '2:B', '3:C']);
    const blocked = refused(await api('POST', `/api/v1/tasks/${b.ref}/set-status`, { status: 'in_progress' }), 409, 'INVALID_STATE_TRANSITION');
    expect(blocked.data).toMatchObject({ blockedBy: a.ref, blockedByStatus: 'backlog' });
    // Its actions never offer the start that would be refused; the first subtask's do.
    const offered = (ref: string) =>
      api('GET', `/api/v1/tasks/${ref}`).then((r) => r.body.actions.filter((x: any) => x.name === 'setTaskStatus').map((x: any) => x.body.status));
    expect(await offered(b.ref)).not.toContain('in_progress');
    expect(await offered(a.ref)).toContain('in_progress');
    refused(await api('PATCH', `/api/v1/tasks/${c.ref}`, { status: 'in_progress' }), 409, 'INVALID_STATE_TRANSITION');
    refused(await api('POST', '/api/v1/tasks', { title: 'D', parentTaskId: parent.ref, status: 'in_progress' }), 409, 'INVALID_STATE_TRANSITION');
    ok(await api('POST', `/api/v1/tasks/${a.ref}/set-status`, { status: 'in_progress' }));
    ok(await api('POST', `/api/v1/tasks/${a.ref}/set-status`, { status: 'completed' }));
    ok(await api('POST', `/api/v1/tasks/${b.ref}/set-status`, { status: 'in_progress' }));
    // Reordering: C moves first, so it may start; standalone parents do not block.
    ok(await api('PATCH', `/api/v1/tasks/${c.ref}`, { subtaskPosition: 1 }));
    expect(ok(await api('GET', `/api/v1/tasks?parentTaskId=${parent.ref}`)).map((t: any) => t.title)).toEqual(['C', 'A', 'B']);
    ok(await api('POST', `/api/v1/tasks/${c.ref}/set-status`, { status: 'in_progress' }));
    refused(await api('PATCH', `/api/v1/tasks/${parent.ref}`, { parentTaskId: a.ref }), 422, 'BUSINESS_RULE_VIOLATION', 'body.parentTaskId');
    const loose = ok(await api('POST', '/api/v1/tasks', { title: 'Loose parent' }), 201);
    const l1 = ok(await api('POST', '/api/v1/tasks', { title: 'L1', parentTaskId: loose.ref }), 201);
    const l2 = ok(await api('POST', '/api/v1/tasks', { title: 'L2', parentTaskId: loose.ref }), 201);
    void l1;
    ok(await api('POST', `/api/v1/tasks/${l2.ref}/set-status`, { status: 'in_progress' }));
  });

  it('DELETE /tasks/{id} removes the task with its subtasks and assignments; its activity log stays readable by UUID', async () => {
    const parent = ok(await api('POST', '/api/v1/tasks', { title: 'Doomed parent' }), 201);
    const child = ok(await api('POST', '/api/v1/tasks', { title: 'Doomed child', parentTaskId: parent.ref }), 201);
    const grandchild = ok(await api('POST', '/api/v1/tasks', { title: 'Doomed grandchild', parentTaskId: child.ref }), 201);
    ok(await api('POST', `/api/v1/tasks/${child.ref}/assignments`, { userId: org.engineerId }), 201);
    refused(await eng('DELETE', `/api/v1/tasks/${parent.ref}`), 403, 'FORBIDDEN');
    expect(ok(await api('DELETE', `/api/v1/tasks/${parent.ref}`))).toEqual({ id: parent.id, deleted: true });
    for (const t of [parent, child, grandchild]) refused(await api('GET', `/api/v1/tasks/${t.id}`), 404, 'NOT_FOUND');
    const log = ok(await api('GET', `/api/v1/activities?entityType=task&entityId=${child.id}`));
    expect(log.map((a: any) => `${a.subject ?? 'task'}:${a.action}`)).toEqual(expect.arrayContaining(['task:deleted', 'assignment:removed', 'task:created']));
    refused(await api('DELETE', `/api/v1/tasks/${parent.id}`), 404, 'NOT_FOUND');
  });
});

describe('over MCP (categories, tags, prd-templates)', () => {
  it('the toolsets list their tools; a template started and moved through tools answers as over REST; errors name arguments', async () => {
    const c = new Client({ name: 'templates-test', version: '1.0.0' });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=templates,categories,tags,prd-templates`), {
        requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } },
      }),
    );
    try {
      const names = (await c.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'list_templates',
          'create_template',
          'start_template_instance',
          'update_step_instance',
          'write_handoff',
          'list_categories',
          'create_tag',
          'list_prd_templates',
        ]),
      );
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        return { isError: Boolean(r.isError), body: r.structuredContent as any };
      };
      const t = await call('create_template', { name: 'Via MCP', defaultEntityType: 'task', steps: [{ title: 'Do' }], idempotencyKey: randomUUID() });
      expect(t.isError).toBe(false);
      const task = ok(await api('POST', '/api/v1/tasks', { title: 'MCP driven' }), 201);
      const started = await call('start_template_instance', {
        templateId: t.body.data.id,
        entityType: 'task',
        entityId: task.ref,
        activateFirstStep: true,
        idempotencyKey: randomUUID(),
      });
      expect(started.isError).toBe(false);
      expect(started.body.data.currentStep).toMatchObject({ title: 'Do', status: 'active' });
      const move = started.body.actions.find((a: any) => a.tool === 'update_step_instance' && a.arguments.status === 'completed');
      expect(move).toBeDefined();
      const done = await call(move.tool, { ...move.arguments, idempotencyKey: randomUUID() });
      expect(done.body.data.status).toBe('completed');
      expect(ok(await api('GET', `/api/v1/templates/instances/task/${task.ref}`))).toEqual(done.body.data);
      const wrong = await call('update_step_instance', { stepInstanceId: started.body.data.currentStep.id, status: 'done' });
      expect(wrong.isError).toBe(true);
      expect(wrong.body.error.details[0].field).toBe('status');
      expect(wrong.body.error.suggestion).toContain('completed');
    } finally {
      await c.close();
    }
  });
});
