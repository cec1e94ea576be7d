/**
 * Workflow templates against the real server (spec 1 §3.2; spec 2 §4.3, §4.13): terminal steps untouchable, the
 * activity logs of delivery configuration, and the step machine: handoffs, rejection, swap and reassign, the default
 * template, usage and deletion in use. The opportunity lifecycle and the delivery fields: template-lifecycle.live.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { okData as ok, refused } from '../lib/expect.js';
import { useTemplatesOrg, org, api, eng, me, pm, template, instance, stepOf } from './_setup.js';

useTemplatesOrg();

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
