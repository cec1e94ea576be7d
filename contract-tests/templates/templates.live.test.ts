/**
 * Workflow templates against the real server (spec 1 §3.2; spec 2 §4.3, §4.13): terminal steps untouchable, the
 * activity logs of delivery configuration, and the step machine: handoffs, rejection, swap and reassign, the default
 * template, usage and deletion in use. The opportunity lifecycle and the delivery fields: template-lifecycle.live.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { Action } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, ok, refusedBy as refused } from '../lib/sdkAs.js';
import { A, E, useTemplatesOrg, org, me, pm, template, instance, stepOf } from './_setup.js';

useTemplatesOrg();

describe('templates and their terminal steps (spec 2 §4.13)', () => {
  it('end with the system-managed Completed and Cancelled steps, which cannot be changed, moved or deleted', async () => {
    const t = await template(['Discovery', 'Build']);
    expect(t.steps.map((s) => [s.title, s.position, s.terminal, s.system])).toEqual([
      ['Discovery', 1, null, false],
      ['Build', 2, null, false],
      ['Completed', 3, 'completed', true],
      ['Cancelled', 4, 'cancelled', true],
    ]);
    expect(t.steps[0].defaultDriUserId).toBe(me); // the caller by default
    const added = ok(await sdk.addTemplateStep(t.id, { title: 'Review', position: 2, slaHours: 24 }, undefined, A()), 201);
    expect(added.steps.map((s) => s.title)).toEqual(['Discovery', 'Review', 'Build', 'Completed', 'Cancelled']);
    const past = ok(await sdk.addTemplateStep(t.id, { title: 'Launch', position: 99 }, undefined, A()), 201);
    expect(past.steps.map((s) => s.title)).toEqual(['Discovery', 'Review', 'Build', 'Launch', 'Completed', 'Cancelled']);
    const [completed, cancelled] = past.steps.slice(-2);
    for (const terminal of [completed, cancelled]) {
      const e = refused(await sdk.updateTemplateStep(terminal.id, { title: 'Done-ish' }, undefined, A()), 422, 'BUSINESS_RULE_VIOLATION');
      expect(e.message).toContain('system-managed');
      refused(await sdk.updateTemplateStep(terminal.id, { position: 1 }, undefined, A()), 422, 'BUSINESS_RULE_VIOLATION');
      refused(await sdk.deleteTemplateStep(terminal.id, undefined, A()), 422, 'BUSINESS_RULE_VIOLATION');
    }
    // Moving a step to the front keeps the terminal steps last; deleting one closes the gap.
    const launch = stepOf(past, 'Launch');
    const moved = ok(await sdk.updateTemplateStep(launch.id, { position: 1, slaHours: 8 }, undefined, A()));
    expect(moved.steps.map((s) => `${s.position}:${s.title}`)).toEqual(['1:Launch', '2:Discovery', '3:Review', '4:Build', '5:Completed', '6:Cancelled']);
    const less = ok(await sdk.deleteTemplateStep(moved.steps[2].id, undefined, A()));
    expect(less.steps.map((s) => `${s.position}:${s.title}`)).toEqual(['1:Launch', '2:Discovery', '3:Build', '4:Completed', '5:Cancelled']);
    // An engineer reads templates but cannot create them.
    ok(await sdk.getTemplate(t.id, E()));
    refused(await sdk.createTemplate({ name: 'x', defaultEntityType: 'task' }, undefined, E()), 403, 'FORBIDDEN');
  });

  it('one default per entity type; 404 without one; usage and deletion refused while in use, allowed after reassign', async () => {
    const fresh = await newOrg('Templates default org');
    const C = () => as(fresh.apiKey);
    refused(await sdk.getDefaultTemplate('task', C()), 404, 'NOT_FOUND', 'path.entityType');
    const a = ok(await sdk.createTemplate({ name: 'A', defaultEntityType: 'task', isDefault: true }, undefined, C()), 201);
    expect(ok(await sdk.getDefaultTemplate('task', C())).id).toBe(a.id);
    const b = ok(await sdk.createTemplate({ name: 'B', defaultEntityType: 'task' }, undefined, C()), 201);
    ok(await sdk.updateTemplate(b.id, { isDefault: true }, undefined, C()));
    expect(ok(await sdk.getDefaultTemplate('task', C())).id).toBe(b.id);
    expect(ok(await sdk.getTemplate(a.id, C())).isDefault).toBe(false);

    const opp = ok(await sdk.createOpportunity({ title: 'On A', workflowId: a.id }, undefined, C()), 201);
    const task = ok(await sdk.createTask({ title: 'On A too', workflowId: a.id }, undefined, C()), 201);
    expect(ok(await sdk.getTemplateUsage(a.id, C()))).toEqual({
      templateId: a.id,
      total: 2,
      opportunity: 1,
      task: 1,
      customer: 0,
      runningInstances: 2,
    });
    const inUse = refused(await sdk.deleteTemplate(a.id, undefined, C()), 409, 'INVALID_STATE_TRANSITION');
    expect(inUse.data).toMatchObject({ usage: { total: 2 } });
    expect(inUse.suggestion).toContain('reassign');
    refused(await sdk.reassignTemplate(a.id, { replacementId: a.id }, undefined, C()), 422, 'BUSINESS_RULE_VIOLATION', 'body.replacementId');
    const moved = ok(await sdk.reassignTemplate(a.id, { replacementId: b.id }, undefined, C()));
    expect(moved).toMatchObject({ templateId: b.id, total: 2, runningInstances: 2 });
    expect(ok(await sdk.getOpportunity(opp.ref, C())).workflowId).toBe(b.id);
    expect(ok(await sdk.getTemplateInstance('task', task.ref, C())).templateId).toBe(b.id);
    expect(ok(await sdk.deleteTemplate(a.id, undefined, C()))).toEqual({ id: a.id, deleted: true });
    // Another org's template is 404 everywhere.
    refused(await sdk.getTemplate(b.id, A()), 404, 'NOT_FOUND');
    refused(await sdk.createOpportunity({ title: 'x', workflowId: b.id }, undefined, A()), 404, 'NOT_FOUND', 'body.workflowId');
  });
});

describe('activity logs of delivery configuration (spec 2 §4.3)', () => {
  it('templates (with their steps), categories, tags and PRD templates have logs readable with their read capability', async () => {
    const t = await template(['Draft']);
    ok(await sdk.updateTemplateStep(t.steps[0].id, { title: 'Draft it' }, undefined, A()));
    const log = ok(await sdk.listActivities({ entityType: 'template', entityId: t.id }, A()));
    expect(log.map((a) => `${a.subject ?? 'template'}:${a.action}`)).toEqual(expect.arrayContaining(['template:created', 'step:added', 'step:updated']));
    expect(log.find((a) => a.subject === 'step' && a.action === 'updated')?.changes).toEqual([{ field: 'title', from: 'Draft', to: 'Draft it' }]);
    const cat = ok(await sdk.createCategory({ label: `Logged ${Date.now()}` }, undefined, A()), 201);
    expect(ok(await sdk.listActivities({ entityType: 'category', entityId: cat.id }, A()))[0]).toMatchObject({ action: 'created', actorId: me });
    const tag = ok(await sdk.createTag({ name: `logged-${Date.now()}` }, undefined, A()), 201);
    expect(ok(await sdk.listActivities({ entityType: 'tag', entityId: tag.id }, E()))[0]).toMatchObject({ action: 'created' });
    const prd = ok(await sdk.createPrdTemplate({ name: 'Logged PRD', content: 'x' }, undefined, A()), 201);
    expect(ok(await sdk.listActivities({ entityType: 'prd_template', entityId: prd.id }, A()))[0]).toMatchObject({ action: 'created' });
    refused(await sdk.listActivities({ entityType: 'template', entityId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' }, A()), 404, 'NOT_FOUND', 'query.entityId');
    const other = await newOrg('Templates other org');
    refused(await sdk.listActivities({ entityType: 'category', entityId: cat.id }, as(other.apiKey)), 404, 'NOT_FOUND', 'query.entityId');
  });
});

describe('the step machine (spec 1 §3.2)', () => {
  it('pending → active | skipped; active → paused | completed | skipped; paused → active | skipped; one active at a time; completing activates the next', async () => {
    const t = await template(['One', 'Two', 'Three']);
    const opp = ok(await sdk.createOpportunity({ title: 'Machine' }, undefined, A()), 201);
    const started = ok(await sdk.startTemplateInstance({ templateId: t.id, entityType: 'opportunity', entityId: opp.ref }, undefined, A()), 201);
    expect(started.steps.map((s) => s.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(started.currentStep?.title).toBe('One');
    expect(started.steps[0].allowedMoves).toEqual(['active', 'skipped']);
    expect(started.steps[3].allowedMoves).toEqual([]); // terminal
    refused(
      await sdk.startTemplateInstance({ templateId: t.id, entityType: 'opportunity', entityId: opp.id }, undefined, A()),
      409,
      'INVALID_STATE_TRANSITION',
    );

    const one = started.steps[0].id;
    const bad = refused(await sdk.updateStepInstance(one, { status: 'completed' }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    expect(bad.data).toMatchObject({ from: 'pending', to: 'completed', allowed: ['active', 'skipped'] });
    const active = ok(await sdk.updateStepInstance(one, { status: 'active' }, undefined, A()));
    expect(stepOf(active, 'One')).toMatchObject({ status: 'active', allowedMoves: ['paused', 'completed', 'skipped'] });
    expect(stepOf(active, 'One').startedAt).not.toBeNull();
    // actions offer exactly the current step's moves
    const got = await sdk.getTemplateInstance('opportunity', opp.ref, A());
    expect(
      envelope(got)
        .actions.filter((a: Action) => a.name === 'updateStepInstance')
        .map((a) => a.body?.status),
    ).toEqual(['paused', 'completed', 'skipped']);
    expect(stepOf(active, 'Two').allowedMoves).toEqual(['skipped']); // "active" is taken while One is active
    const second = refused(await sdk.updateStepInstance(stepOf(active, 'Two').id, { status: 'active' }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    expect(second.data?.activeStepInstanceId).toBe(one);

    const paused = ok(await sdk.updateStepInstance(one, { status: 'paused' }, undefined, A()));
    expect(stepOf(paused, 'One').allowedMoves).toEqual(['active', 'skipped']);
    refused(await sdk.updateStepInstance(one, { status: 'completed' }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    ok(await sdk.updateStepInstance(one, { status: 'active' }, undefined, A()));
    const done = ok(await sdk.updateStepInstance(one, { status: 'completed' }, undefined, A()));
    expect(done.steps.map((s) => s.status)).toEqual(['completed', 'active', 'pending', 'pending', 'pending']);
    expect(stepOf(done, 'One').completedAt).not.toBeNull();
    refused(await sdk.updateStepInstance(one, { status: 'active' }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    const skipped = ok(await sdk.updateStepInstance(stepOf(done, 'Two').id, { status: 'skipped' }, undefined, A()));
    expect(skipped.steps.map((s) => s.status)).toEqual(['completed', 'skipped', 'active', 'pending', 'pending']);
    refused(await sdk.updateStepInstance(stepOf(done, 'Completed').id, { status: 'active' }, undefined, A()), 422, 'BUSINESS_RULE_VIOLATION');

    // The last step completed: the instance lands on Completed and the opportunity is completed.
    const end = ok(await sdk.updateStepInstance(stepOf(done, 'Three').id, { status: 'completed', driId: pm.id }, undefined, A()));
    expect(end.status).toBe('completed');
    expect(end.steps.map((s) => s.status)).toEqual(['completed', 'skipped', 'completed', 'completed', 'skipped']);
    expect(end.currentStep).toBeNull();
    expect(end.endedAt).not.toBeNull();
    expect(ok(await sdk.getOpportunity(opp.ref, A())).state).toBe('completed');
    const ended = refused(await sdk.updateStepInstance(stepOf(done, 'Three').id, { driId: me }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    expect(ended.data?.status).toBe('completed');
  });

  it('a handoff completes (or pauses) the active step, activates the target and notifies its owner with the message', async () => {
    const t = ok(
      await sdk.createTemplate(
        {
          name: 'Handoffs',
          defaultEntityType: 'opportunity',
          steps: [
            { title: 'Spec', slaHours: 48 },
            { title: 'Design', defaultDriUserId: pm.id },
            { title: 'Build', defaultDriUserId: org.engineerId },
          ],
        },
        undefined,
        A(),
      ),
      201,
    );
    const opp = ok(await sdk.createOpportunity({ title: 'Handed', workflowId: t.id, initialState: 'in_progress' }, undefined, A()), 201);
    const inst = await instance('opportunity', opp.ref);
    const spec = stepOf(inst, 'Spec');
    expect(spec.status).toBe('active');
    expect(Date.parse(spec.dueAt ?? '') - Date.parse(spec.startedAt ?? '')).toBe(48 * 3600 * 1000);
    expect(stepOf(inst, 'Design').driId).toBe(pm.id);
    const handed = ok(await sdk.handoffTemplateStep({ stepInstanceId: stepOf(inst, 'Design').id, message: 'Research notes are in the PRD' }, undefined, A()));
    expect(handed.steps.slice(0, 3).map((s) => s.status)).toEqual(['completed', 'active', 'pending']);
    const notes = ok(await sdk.listNotifications({ types: 'handoff' }, as(pm.key)));
    expect(notes[0]).toMatchObject({ type: 'handoff', body: 'Research notes are in the PRD', entityType: 'opportunity', entityId: opp.id });
    const paused = ok(await sdk.handoffTemplateStep({ stepInstanceId: stepOf(inst, 'Build').id, markComplete: false }, undefined, A()));
    expect(paused.steps.slice(0, 3).map((s) => s.status)).toEqual(['completed', 'paused', 'active']);
    refused(await sdk.handoffTemplateStep({ stepInstanceId: stepOf(inst, 'Spec').id }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    refused(await sdk.handoffTemplateStep({ stepInstanceId: stepOf(inst, 'Completed').id }, undefined, A()), 422, 'BUSINESS_RULE_VIOLATION');
  });

  it('swap keeps completed steps with matching titles and carries the active status over', async () => {
    const a = await template(['Discovery', 'Build', 'Launch']);
    const b = await template(['discovery', 'Security review', 'Launch']);
    const opp = ok(await sdk.createOpportunity({ title: 'Swapped', workflowId: a.id, initialState: 'in_progress' }, undefined, A()), 201);
    const inst = await instance('opportunity', opp.ref);
    ok(await sdk.updateStepInstance(stepOf(inst, 'Discovery').id, { status: 'completed' }, undefined, A()));
    const swapped = ok(await sdk.swapTemplateInstance({ templateId: b.id, entityType: 'opportunity', entityId: opp.ref }, undefined, A()));
    expect(swapped.templateId).toBe(b.id);
    expect(swapped.steps.map((s) => `${s.title}:${s.status}`)).toEqual([
      'discovery:completed',
      'Security review:active',
      'Launch:pending',
      'Completed:pending',
      'Cancelled:pending',
    ]);
    expect(ok(await sdk.getOpportunity(opp.ref, A())).workflowId).toBe(b.id);
    // An engineer (no opportunity:update) may not swap or start on an opportunity.
    refused(await sdk.swapTemplateInstance({ templateId: a.id, entityType: 'opportunity', entityId: opp.ref }, undefined, E()), 403, 'FORBIDDEN');
    const bare = ok(await sdk.createOpportunity({ title: 'Bare' }, undefined, A()), 201);
    refused(
      await sdk.swapTemplateInstance({ templateId: a.id, entityType: 'opportunity', entityId: bare.ref }, undefined, A()),
      409,
      'INVALID_STATE_TRANSITION',
    );
    refused(await sdk.getTemplateInstance('opportunity', bare.ref, A()), 404, 'NOT_FOUND', 'path.entityId');
    refused(
      await sdk.startTemplateInstance({ templateId: a.id, entityType: 'customer', entityId: '3fa85f64-5717-4562-b3fc-2c963f66afa6' }, undefined, A()),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
  });
});
