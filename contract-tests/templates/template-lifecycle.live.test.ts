/**
 * The opportunity lifecycle with and without a template, and the delivery fields of opportunities and tasks, against
 * the real server (spec 1 §3.2; spec 2 §4.7, §4.8, §4.13): PRD templates applied, categories and tags on
 * opportunities and tasks, sequential subtasks and task deletion; categories, tags and PRD templates over MCP.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { Action, ErrorEnvelope, TemplateInstance } from '../../sdk/src/index';
import { envelope, errorOf, ok, raw, refusedBy as refused } from '../lib/sdkAs.js';
import { A, E, useTemplatesOrg, org, me, template, instance, stepOf } from './_setup.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

useTemplatesOrg();
const setState = (ref: string, state: sdk.SetOpportunityStateBody['state']) => sdk.setOpportunityState(ref, { state }, undefined, A());
const createOpp = (body: sdk.CreateOpportunityBody) => sdk.createOpportunity(body, undefined, A());
const createTask = (body: sdk.CreateTaskBody) => sdk.createTask(body, undefined, A());
const setStatus = (ref: string, status: sdk.SetTaskStatusBody['status']) => sdk.setTaskStatus(ref, { status }, undefined, A());
const subtasksOf = async (ref: string) => ok(await sdk.listTasks({ parentTaskId: ref }, A()));

describe('the opportunity lifecycle with and without a template (spec 1 §3.2)', () => {
  it('with a template: in_progress activates, backlog pauses, in_progress resumes, completed lands on Completed', async () => {
    const t = await template(['Discovery', 'Build']);
    const opp = ok(await createOpp({ title: 'Driven', workflowId: t.id }), 201);
    expect(opp.workflowId).toBe(t.id);
    expect((await instance('opportunity', opp.ref)).steps.map((s) => s.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    await setState(opp.ref, 'in_progress');
    expect((await instance('opportunity', opp.ref)).currentStep).toMatchObject({ title: 'Discovery', status: 'active' });
    await setState(opp.ref, 'backlog');
    expect((await instance('opportunity', opp.ref)).currentStep).toMatchObject({ title: 'Discovery', status: 'paused' });
    await setState(opp.ref, 'in_progress');
    expect((await instance('opportunity', opp.ref)).currentStep).toMatchObject({ title: 'Discovery', status: 'active' });
    ok(await setState(opp.ref, 'completed'));
    const end = await instance('opportunity', opp.ref);
    expect(end.status).toBe('completed');
    expect(end.steps.map((s) => s.status)).toEqual(['skipped', 'skipped', 'completed', 'skipped']);
  });

  it('rejection: remaining steps skipped, lands on Cancelled, state cancelled, decision recorded; then no moves', async () => {
    const t = await template(['Discovery', 'Build']);
    const opp = ok(await createOpp({ title: 'Rejected one', workflowId: t.id, initialState: 'in_progress' }), 201);
    const inst = await instance('opportunity', opp.ref);
    ok(await sdk.updateStepInstance(stepOf(inst, 'Discovery').id, { status: 'completed' }, undefined, A()));
    // a category outside the enum: raw HTTP, the SDK's types do not let it be sent
    refused(
      await raw<ErrorEnvelope>(org.apiKey, 'POST', `/api/v1/opportunities/${opp.ref}/reject-via-template`, { category: 'bored', reason: 'x' }),
      400,
      'VALIDATION_FAILED',
      'body.category',
    );
    const rejected = await sdk.rejectOpportunity(opp.ref, { category: 'not_now', reason: 'Checkout first' }, undefined, A());
    expect(ok(rejected)).toMatchObject({ state: 'cancelled', rejectionCategory: 'not_now', rejectionReason: 'Checkout first' });
    expect(envelope(rejected).actions.filter((a) => a.name === 'setOpportunityState')).toEqual([]);
    const end = await instance('opportunity', opp.ref);
    expect(end.status).toBe('cancelled');
    expect(end.steps.map((s) => `${s.title}:${s.status}`)).toEqual(['Discovery:completed', 'Build:skipped', 'Completed:skipped', 'Cancelled:cancelled']);
    // the decision: activity log (category, reason, who), a system comment, and no further moves
    const log = ok(await sdk.listActivities({ entityType: 'opportunity', entityId: opp.ref }, A()));
    const change = log.find((a) => a.changes.some((c) => c.field === 'rejectionCategory'));
    expect(change?.actorId).toBe(me);
    expect(change?.changes).toEqual(
      expect.arrayContaining([
        { field: 'state', from: 'in_progress', to: 'cancelled' },
        { field: 'rejectionCategory', from: null, to: 'not_now' },
        { field: 'rejectionReason', from: null, to: 'Checkout first' },
      ]),
    );
    const thread = ok(await sdk.listComments({ entityType: 'opportunity', entityId: opp.ref }, A()));
    expect(thread.at(-1)).toMatchObject({ system: true, authorId: null, body: expect.stringContaining('(not_now): Checkout first') });
    refused(await setState(opp.ref, 'in_progress'), 409, 'INVALID_STATE_TRANSITION');
    refused(await sdk.rejectOpportunity(opp.ref, { category: 'other', reason: 'again' }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
  });

  it('without a template only the state flips; rejection still records the decision', async () => {
    const opp = ok(await createOpp({ title: 'Plain' }), 201);
    expect(opp.workflowId).toBeNull();
    expect(ok(await setState(opp.ref, 'in_progress')).state).toBe('in_progress');
    refused(await sdk.getTemplateInstance('opportunity', opp.ref, A()), 404, 'NOT_FOUND');
    expect(ok(await sdk.rejectOpportunity(opp.ref, { category: 'duplicate', reason: 'Same as OPP-1' }, undefined, A()))).toMatchObject({
      state: 'cancelled',
      rejectionCategory: 'duplicate',
    });
  });
});

describe('opportunity and task fields that now work', () => {
  it('categories and tags on opportunities and tasks, checked in the org, filterable; PRD templates applied', async () => {
    const [bug] = ok(await sdk.listCategories(undefined, A()));
    expect(bug).toMatchObject({ label: 'Bug', system: true });
    const tag = ok(await sdk.createTag({ name: `urgent-${Date.now()}`, color: '#ff0000' }, undefined, A()), 201);
    const opp = ok(await createOpp({ title: 'Tagged', categoryId: bug.id, tagIds: [tag.id], dueDate: '2027-01-31', queuePosition: 3 }), 201);
    expect(opp).toMatchObject({ categoryId: bug.id, tagIds: [tag.id], dueDate: '2027-01-31', queuePosition: 3 });
    refused(await createTask({ title: 'Twice', tagIds: [tag.id, tag.id] }), 400, 'VALIDATION_FAILED', 'body.tagIds');
    const task = ok(await createTask({ title: 'Tagged task', categoryId: bug.id, tagIds: [tag.id] }), 201);
    expect(task).toMatchObject({ categoryId: bug.id, tagIds: [tag.id] });
    expect(ok(await sdk.listTasks({ tagId: tag.id }, A())).map((t) => t.id)).toEqual([task.id]);
    expect(ok(await sdk.listOpportunities({ tagId: tag.id }, A())).map((o) => o.id)).toEqual([opp.id]);
    expect(ok(await sdk.listTasks({ categoryId: bug.id }, A())).map((t) => t.id)).toContain(task.id);
    const missing = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    refused(await createTask({ title: 'x', categoryId: missing }), 404, 'NOT_FOUND', 'body.categoryId');
    refused(await sdk.updateOpportunity(opp.ref, { tagIds: [tag.id, missing] }, undefined, A()), 404, 'NOT_FOUND', 'body.tagIds.1');
    expect(ok(await sdk.updateOpportunity(opp.ref, { categoryId: null, tagIds: [] }, undefined, A()))).toMatchObject({ categoryId: null, tagIds: [] });
    // A referenced category cannot be deleted; a deleted tag leaves every entity.
    const cat = ok(await sdk.createCategory({ label: 'Tech debt', color: '#123456' }, undefined, A()), 201);
    ok(await sdk.updateTask(task.ref, { categoryId: cat.id }, undefined, A()));
    const inUse = await sdk.deleteCategory(cat.id, undefined, A());
    expect(inUse.status).toBe(409);
    expect(errorOf(inUse).data).toMatchObject({ tasks: 1 });
    ok(await sdk.deleteTag(tag.id, undefined, A()));
    expect(ok(await sdk.getTask(task.ref, A())).tagIds).toEqual([]);

    const prd = ok(await sdk.createPrdTemplate({ name: 'Lean PRD', content: '## Problem\n\n## Outcome' }, undefined, A()), 201);
    const withPrd = ok(await createOpp({ title: 'Has a PRD', prdTemplateId: prd.id }), 201);
    expect(withPrd).toMatchObject({ content: '## Problem\n\n## Outcome', prdTemplateId: prd.id });
    const edited = ok(await sdk.updateOpportunity(withPrd.ref, { content: 'Our notes' }, undefined, A()));
    expect(edited.content).toBe('Our notes');
    const apply = (body: sdk.ApplyOpportunityPrdTemplateBody) => sdk.applyOpportunityPrdTemplate(withPrd.ref, body, undefined, A());
    expect(ok(await apply({ templateId: prd.id, mode: 'append' })).content).toBe('Our notes\n\n## Problem\n\n## Outcome');
    expect(ok(await apply({ templateId: prd.id })).content).toBe('## Problem\n\n## Outcome');
    refused(await apply({ templateId: missing }), 404, 'NOT_FOUND', 'body.templateId');
  });

  it('sequential subtasks: a subtask cannot start before the one before it is completed; positions are kept', async () => {
    const parent = ok(await createTask({ title: 'Parent', subtaskMode: 'sequential' }), 201);
    const a = ok(await createTask({ title: 'A', parentTaskId: parent.ref }), 201);
    const c = ok(await createTask({ title: 'C', parentTaskId: parent.ref }), 201);
    const b = ok(await createTask({ title: 'B', parentTaskId: parent.ref, subtaskPosition: 2 }), 201);
    expect((await subtasksOf(parent.ref)).map((t) => `${t.subtaskPosition}:${t.title}`)).toEqual(['1:A', '2:B', '3:C']);
    const blocked = refused(await setStatus(b.ref, 'in_progress'), 409, 'INVALID_STATE_TRANSITION');
    expect(blocked.data).toMatchObject({ blockedBy: a.ref, blockedByStatus: 'backlog' });
    // Its actions never offer the start that would be refused; the first subtask's do.
    const offered = async (ref: string) =>
      envelope(await sdk.getTask(ref, A()))
        .actions.filter((x: Action) => x.name === 'setTaskStatus')
        .map((x) => x.body?.status);
    expect(await offered(b.ref)).not.toContain('in_progress');
    expect(await offered(a.ref)).toContain('in_progress');
    refused(await sdk.updateTask(c.ref, { status: 'in_progress' }, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    refused(await createTask({ title: 'D', parentTaskId: parent.ref, status: 'in_progress' }), 409, 'INVALID_STATE_TRANSITION');
    ok(await setStatus(a.ref, 'in_progress'));
    ok(await setStatus(a.ref, 'completed'));
    ok(await setStatus(b.ref, 'in_progress'));
    // Reordering: C moves first, so it may start; standalone parents do not block.
    ok(await sdk.updateTask(c.ref, { subtaskPosition: 1 }, undefined, A()));
    expect((await subtasksOf(parent.ref)).map((t) => t.title)).toEqual(['C', 'A', 'B']);
    ok(await setStatus(c.ref, 'in_progress'));
    refused(await sdk.updateTask(parent.ref, { parentTaskId: a.ref }, undefined, A()), 422, 'BUSINESS_RULE_VIOLATION', 'body.parentTaskId');
    const loose = ok(await createTask({ title: 'Loose parent' }), 201);
    const l1 = ok(await createTask({ title: 'L1', parentTaskId: loose.ref }), 201);
    const l2 = ok(await createTask({ title: 'L2', parentTaskId: loose.ref }), 201);
    void l1;
    ok(await setStatus(l2.ref, 'in_progress'));
  });

  it('DELETE /tasks/{id} removes the task with its subtasks and assignments; its activity log stays readable by UUID', async () => {
    const parent = ok(await createTask({ title: 'Doomed parent' }), 201);
    const child = ok(await createTask({ title: 'Doomed child', parentTaskId: parent.ref }), 201);
    const grandchild = ok(await createTask({ title: 'Doomed grandchild', parentTaskId: child.ref }), 201);
    ok(await sdk.createTaskAssignment(child.ref, { userId: org.engineerId }, undefined, A()), 201);
    refused(await sdk.deleteTask(parent.ref, undefined, E()), 403, 'FORBIDDEN');
    expect(ok(await sdk.deleteTask(parent.ref, undefined, A()))).toEqual({ id: parent.id, deleted: true });
    for (const t of [parent, child, grandchild]) refused(await sdk.getTask(t.id, A()), 404, 'NOT_FOUND');
    const log = ok(await sdk.listActivities({ entityType: 'task', entityId: child.id }, A()));
    expect(log.map((a) => `${a.subject ?? 'task'}:${a.action}`)).toEqual(expect.arrayContaining(['task:deleted', 'assignment:removed', 'task:created']));
    refused(await sdk.deleteTask(parent.id, undefined, A()), 404, 'NOT_FOUND');
  });
});

describe('over MCP (categories, tags, prd-templates)', () => {
  it('the toolsets list their tools; a template started and moved through tools answers as over REST; errors name arguments', async () => {
    const c = await mcpAs(org.apiKey, '?toolsets=templates,categories,tags,prd-templates');
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
      /** A tool's answer: the REST envelope of a template instance, or a failure envelope. */
      const call = (name: string, args: Record<string, unknown>) => callTool<TemplateInstance & { id: string }>(c, name, args);
      const t = await call('create_template', { name: 'Via MCP', defaultEntityType: 'task', steps: [{ title: 'Do' }], idempotencyKey: randomUUID() });
      expect(t.isError).toBe(false);
      const task = ok(await createTask({ title: 'MCP driven' }), 201);
      const started = await call('start_template_instance', {
        templateId: t.body.data.id,
        entityType: 'task',
        entityId: task.ref,
        activateFirstStep: true,
        idempotencyKey: randomUUID(),
      });
      expect(started.isError).toBe(false);
      expect(started.body.data.currentStep).toMatchObject({ title: 'Do', status: 'active' });
      const move = started.body.actions.find((a) => a.tool === 'update_step_instance' && a.arguments?.status === 'completed');
      expect(move).toBeDefined();
      const done = await call(move?.tool ?? '', { ...move?.arguments, idempotencyKey: randomUUID() });
      expect(done.body.data.status).toBe('completed');
      expect(ok(await sdk.getTemplateInstance('task', task.ref, A()))).toEqual(done.body.data);
      const wrong = await call('update_step_instance', { stepInstanceId: started.body.data.currentStep?.id, status: 'done' });
      expect(wrong.isError).toBe(true);
      expect(wrong.body.error.details?.[0].field).toBe('status');
      expect(wrong.body.error.suggestion).toContain('completed');
    } finally {
      await c.close();
    }
  });
});
