/**
 * The opportunity lifecycle with and without a template, and the delivery fields of opportunities and tasks, against
 * the real server (spec 1 §3.2; spec 2 §4.7, §4.8, §4.13): PRD templates applied, categories and tags on
 * opportunities and tasks, sequential subtasks and task deletion; categories, tags and PRD templates over MCP.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { okData as ok, refused } from '../lib/expect.js';
import { useTemplatesOrg, org, api, eng, me, baseUrl, template, instance, stepOf } from './_setup.js';

useTemplatesOrg();

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
