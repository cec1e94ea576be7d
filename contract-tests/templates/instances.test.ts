/**
 * One suite, two targets, for what runs on workflow templates (spec 2 §4.13; spec 1 §2.10, §3.2): the default template
 * of an entity type, instances on an opportunity and a task (the step machine, a handoff, a swap that keeps completed
 * steps), usage, reassigning and deleting, through the generated SDK. Templates and their steps are in
 * templates.test.ts. Every response is validated against the OpenAPI document (checkedFetch) on both the Prism mock
 * and the real server; behaviour is asserted on the real server only. The last test fails when an operationId this
 * file owns (contract-tests/lib/suiteTags.ts) was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: names here carry a unique suffix, lists
 * are searched, not compared whole, and no opportunity here lands on its Completed step (that would post a decision
 * to the org's system room, and so notify the admin, whose newest notifications hierarchy.test.ts reads). The only
 * notification made here is Eve's handoff. Only this file sets the default template of an entity type.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';
import { HOUR, isoDate, noUse, offeredMoves, statuses, suiteHelpers } from './_setup.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const { asEve, stepId } = suiteHelpers(engineerKey, live);

describe('workflow template instances over the SDK (spec 2 §4.13)', () => {
  let me: string;
  let eveId: string;
  let delivery: string; // template A: Discovery, Build, Security review (Eve's), Launch; made the default, reassigned, deleted
  let lean: string; // template B: Discovery, Ship; created as the default; what A's entities move to
  let oppRef: string;
  let oppId: string;
  let taskRef: string;
  let oppSteps: { discovery: string; build: string; review: string; launch: string; completed: string };

  // Template A as templates.test.ts leaves its own: the same steps, SLAs, owners and name, made here in one call.
  beforeAll(async () => {
    const admin = expectStatus(await sdk.getViewer(), 200);
    const eve = expectStatus(await sdk.getViewer(asEve), 200);
    me = admin.data.data!.userId;
    eveId = eve.data.data!.userId;
    const created = await sdk.createTemplate({
      name: `Discovery to delivery ${unique}`,
      description: 'How features ship',
      defaultEntityType: 'opportunity',
      steps: [
        { title: 'Discovery', slaHours: 72 },
        { title: 'Build' },
        { title: 'Security review', slaHours: 24, defaultDriUserId: eveId },
        { title: 'Launch' },
      ],
    });
    delivery = expectStatus(created, 201).data.data!.id;
  });

  it('default: isDefault makes getDefaultTemplate return it, one per entity type', async () => {
    const created = await sdk.createTemplate({
      name: `Lean delivery ${unique}`,
      defaultEntityType: 'opportunity',
      isDefault: true,
      steps: [{ title: 'Discovery' }, { title: 'Ship' }],
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) throw new Error('createTemplate isDefault');
    lean = created.data.data!.id;
    onLive(() => {
      expect(created.data.data).toMatchObject({ isDefault: true, defaultEntityType: 'opportunity' });
      expect(created.data.data!.steps.map((s) => s.title)).toEqual(['Discovery', 'Ship', 'Completed', 'Cancelled']);
      expect(created.data.actions.map((a) => a.name)).not.toContain('updateTemplate'); // a default is not offered to become one
    });

    const byCreate = await sdk.getDefaultTemplate('opportunity');
    expect(byCreate.status).toBe(200);
    onLive(() => {
      if (byCreate.status === 200) expect(byCreate.data.data).toMatchObject({ id: lean, isDefault: true });
    });

    const made = await sdk.updateTemplate(delivery, { isDefault: true });
    expect(made.status).toBe(200);
    const byUpdate = await sdk.getDefaultTemplate('opportunity');
    expect(byUpdate.status).toBe(200);
    onLive(() => {
      if (made.status === 200) expect(made.data.data).toMatchObject({ id: delivery, isDefault: true });
      if (byUpdate.status === 200) expect(byUpdate.data.data).toMatchObject({ id: delivery, isDefault: true });
    });
    if (live) {
      const previous = expectStatus(await sdk.getTemplate(lean), 200);
      expect(previous.data.data!.isDefault).toBe(false); // the previous default stops being one
      expect((await sdk.getDefaultTemplate('customer')).status).toBe(404); // no default set: 404
    }
  });

  it('instances: start on an opportunity with activateFirstStep, complete a step, hand off, read', async () => {
    const opp = await sdk.createOpportunity({ title: `Template-driven rollout ${unique}` });
    expect(opp.status).toBe(201);
    if (opp.status !== 201) throw new Error('createOpportunity');
    oppRef = opp.data.data!.ref;
    oppId = opp.data.data!.id;

    const started = await sdk.startTemplateInstance({ templateId: delivery, entityType: 'opportunity', entityId: oppRef, activateFirstStep: true });
    expect(started.status).toBe(201);
    if (started.status !== 201) throw new Error('startTemplateInstance');
    const steps = started.data.data!.steps;
    oppSteps = {
      discovery: stepId(steps, 'Discovery'),
      build: stepId(steps, 'Build'),
      review: stepId(steps, 'Security review'),
      launch: stepId(steps, 'Launch'),
      completed: stepId(steps, 'Completed'),
    };
    onLive(() => {
      const i = started.data.data!;
      expect(i).toMatchObject({
        templateId: delivery,
        templateName: `Discovery to delivery ${unique}`,
        entityType: 'opportunity',
        entityId: oppId,
        status: 'running',
        endedAt: null,
      });
      expect(statuses(i.steps)).toEqual([
        ['Discovery', 'active'],
        ['Build', 'pending'],
        ['Security review', 'pending'],
        ['Launch', 'pending'],
        ['Completed', 'pending'],
        ['Cancelled', 'pending'],
      ]);
      // the first step is active, with the moves an active step has
      expect(i.steps[0].allowedMoves).toEqual(['paused', 'completed', 'skipped']);
      expect(i.currentStep).toMatchObject({ id: oppSteps.discovery, status: 'active', allowedMoves: ['paused', 'completed', 'skipped'] });
      expect(i.steps[0].startedAt).toMatch(isoDate);
      expect(Date.parse(i.steps[0].dueAt!) - Date.parse(i.steps[0].startedAt!)).toBe(72 * HOUR); // startedAt + slaHours
      expect(i.steps[1]).toMatchObject({ startedAt: null, dueAt: null, completedAt: null, allowedMoves: ['skipped'] }); // one active at a time
      expect(i.steps.slice(-2).map((s) => [s.terminal, s.allowedMoves])).toEqual([
        ['completed', []],
        ['cancelled', []],
      ]);
      // each step is owned by its default DRI; terminal steps by nobody
      expect(i.steps.map((s) => s.driId)).toEqual([me, me, eveId, me, null, null]);
      expect(offeredMoves(started.data.actions)).toEqual(['paused', 'completed', 'skipped']);
    });
    if (live) {
      const o = expectStatus(await sdk.getOpportunity(oppRef), 200);
      expect(o.data.data!.workflowId).toBe(delivery); // starting sets the entity's workflowId
      expect((await sdk.startTemplateInstance({ templateId: lean, entityType: 'opportunity', entityId: oppId })).status).toBe(409); // one running at a time
    }

    // completing the active step activates the next
    const completed = await sdk.updateStepInstance(oppSteps.discovery, { status: 'completed' });
    expect(completed.status).toBe(200);
    onLive(() => {
      if (completed.status === 200) {
        const i = completed.data.data!;
        expect(statuses(i.steps).slice(0, 4)).toEqual([
          ['Discovery', 'completed'],
          ['Build', 'active'],
          ['Security review', 'pending'],
          ['Launch', 'pending'],
        ]);
        expect(i.steps[0].completedAt).toMatch(isoDate);
        expect(i.steps[0].allowedMoves).toEqual([]);
        expect(i.currentStep).toMatchObject({ id: oppSteps.build, status: 'active', allowedMoves: ['paused', 'completed', 'skipped'] });
        expect(i.steps[1].dueAt).toBeNull(); // no slaHours: no due date
      }
    });
    if (live) {
      const invalid = await sdk.updateStepInstance(oppSteps.launch, { status: 'paused' }); // pending → paused is no move
      expect(invalid.status).toBe(409);
      if (invalid.status === 409) expect((invalid.data.error as { data?: { allowed?: string[] } }).data?.allowed).toEqual(['active', 'skipped']);
      expect((await sdk.updateStepInstance(oppSteps.launch, { status: 'active' })).status).toBe(409); // Build is active
      expect((await sdk.updateStepInstance(oppSteps.completed, { status: 'completed' })).status).toBe(422); // terminal steps are reached, not moved
    }

    // hand off from Build to Eve's Security review: Build completes, the review becomes active, Eve hears
    const handed = await sdk.handoffTemplateStep({ stepInstanceId: oppSteps.review, markComplete: true, message: `Designs are in the PRD ${unique}` });
    expect(handed.status).toBe(200);
    onLive(() => {
      if (handed.status === 200) {
        const i = handed.data.data!;
        expect(statuses(i.steps).slice(0, 4)).toEqual([
          ['Discovery', 'completed'],
          ['Build', 'completed'],
          ['Security review', 'active'],
          ['Launch', 'pending'],
        ]);
        expect(i.currentStep).toMatchObject({ id: oppSteps.review, driId: eveId, status: 'active' });
        expect(Date.parse(i.currentStep!.dueAt!) - Date.parse(i.currentStep!.startedAt!)).toBe(24 * HOUR);
      }
    });
    if (live) {
      const inbox = expectStatus(await sdk.listNotifications({ types: 'handoff', limit: 200 }, asEve), 200);
      expect(inbox.data.data!.find((n) => n.entityId === oppId)).toMatchObject({
        type: 'handoff',
        entityType: 'opportunity',
        actorId: me,
        body: `Designs are in the PRD ${unique}`,
        readAt: null,
      });
    }

    // the owner of a step changes without a move
    const owner = await sdk.updateStepInstance(oppSteps.launch, { driId: eveId });
    expect(owner.status).toBe(200);
    onLive(() => {
      if (owner.status === 200) expect(owner.data.data!.steps.find((s) => s.id === oppSteps.launch)).toMatchObject({ driId: eveId, status: 'pending' });
    });

    const read = await sdk.getTemplateInstance('opportunity', oppRef);
    expect(read.status).toBe(200);
    onLive(() => {
      if (read.status === 200 && owner.status === 200) {
        expect(read.data.data).toEqual(owner.data.data);
        expect(offeredMoves(read.data.actions)).toEqual(['paused', 'completed', 'skipped']);
      }
    });
    if (live) {
      const byId = expectStatus(await sdk.getTemplateInstance('opportunity', oppId), 200);
      expect(byId.data.data!.id).toBe(started.data.data!.id);
    }
  });

  it('usage counts the entities on a template and its running instances', async () => {
    const task = await sdk.createTask({ title: `Rollout checklist ${unique}` });
    expect(task.status).toBe(201);
    if (task.status !== 201) throw new Error('createTask');
    taskRef = task.data.data!.ref;

    // without activateFirstStep nothing is active: the current step is the first pending one
    const started = await sdk.startTemplateInstance({ templateId: delivery, entityType: 'task', entityId: taskRef });
    expect(started.status).toBe(201);
    onLive(() => {
      if (started.status === 201) {
        const i = started.data.data!;
        expect(i).toMatchObject({ entityType: 'task', entityId: task.data.data!.id, status: 'running' });
        expect(i.steps.filter((s) => !s.terminal).map((s) => s.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
        expect(i.currentStep).toMatchObject({ title: 'Discovery', status: 'pending', allowedMoves: ['active', 'skipped'] });
      }
    });

    const usage = await sdk.getTemplateUsage(delivery);
    expect(usage.status).toBe(200);
    const unused = await sdk.getTemplateUsage(lean);
    expect(unused.status).toBe(200);
    onLive(() => {
      if (usage.status === 200) expect(usage.data.data).toEqual({ templateId: delivery, total: 2, opportunity: 1, task: 1, customer: 0, runningInstances: 2 });
      if (unused.status === 200) expect(unused.data.data).toEqual({ templateId: lean, ...noUse });
    });
  });

  it('swap: the new template keeps completed steps with matching titles and takes over the active one', async () => {
    const swapped = await sdk.swapTemplateInstance({ templateId: lean, entityType: 'opportunity', entityId: oppRef });
    expect(swapped.status).toBe(200);
    onLive(() => {
      if (swapped.status === 200) {
        const i = swapped.data.data!;
        expect(i).toMatchObject({ templateId: lean, templateName: `Lean delivery ${unique}`, entityId: oppId, status: 'running' });
        // Discovery was completed on the old template: kept; Build has no match; the active review hands its status to Ship
        expect(statuses(i.steps)).toEqual([
          ['Discovery', 'completed'],
          ['Ship', 'active'],
          ['Completed', 'pending'],
          ['Cancelled', 'pending'],
        ]);
        expect(i.steps[0].completedAt).toMatch(isoDate);
        expect(i.currentStep).toMatchObject({ title: 'Ship', status: 'active', allowedMoves: ['paused', 'completed', 'skipped'] });
      }
    });
    if (live) {
      const o = expectStatus(await sdk.getOpportunity(oppRef), 200);
      expect(o.data.data!.workflowId).toBe(lean);
      const read = expectStatus(await sdk.getTemplateInstance('opportunity', oppRef), 200); // the running one, not the swapped-out one
      expect(read.data.data!.templateId).toBe(lean);
      // the old instance ended: its steps do not move any more
      expect((await sdk.updateStepInstance(oppSteps.review, { status: 'completed' })).status).toBe(409);
      const a = expectStatus(await sdk.getTemplateUsage(delivery), 200);
      expect(a.data.data).toEqual({ templateId: delivery, total: 1, opportunity: 0, task: 1, customer: 0, runningInstances: 1 });
      const b = expectStatus(await sdk.getTemplateUsage(lean), 200);
      expect(b.data.data).toEqual({ templateId: lean, total: 1, opportunity: 1, task: 0, customer: 0, runningInstances: 1 });
      // swapping an entity that runs nothing is refused
      const bare = expectStatus(await sdk.createTask({ title: `No template ${unique}` }), 201);
      expect((await sdk.swapTemplateInstance({ templateId: lean, entityType: 'task', entityId: bare.data.data!.ref })).status).toBe(409);
    }
  });

  it('reassign moves everything to the replacement; then the template can be deleted', async () => {
    if (live) {
      const refused = await sdk.deleteTemplate(delivery); // in use by the task
      expect(refused.status).toBe(409);
      if (refused.status === 409) {
        expect((refused.data.error as { data?: { usage?: unknown } }).data?.usage).toEqual({
          templateId: delivery,
          total: 1,
          opportunity: 0,
          task: 1,
          customer: 0,
          runningInstances: 1,
        });
      }
      expect((await sdk.reassignTemplate(delivery, { replacementId: delivery })).status).toBe(422); // not to itself
    }

    const moved = await sdk.reassignTemplate(delivery, { replacementId: lean });
    expect(moved.status).toBe(200);
    onLive(() => {
      // the usage of the replacement
      if (moved.status === 200) expect(moved.data.data).toEqual({ templateId: lean, total: 2, opportunity: 1, task: 1, customer: 0, runningInstances: 2 });
    });
    if (live) {
      const left = expectStatus(await sdk.getTemplateUsage(delivery), 200);
      expect(left.data.data).toEqual({ templateId: delivery, ...noUse });
      const task = expectStatus(await sdk.getTask(taskRef), 200);
      expect(task.data.data!.workflowId).toBe(lean);
      const inst = expectStatus(await sdk.getTemplateInstance('task', taskRef), 200); // swapped: nothing was done or active
      expect(inst.data.data).toMatchObject({ templateId: lean, status: 'running', currentStep: { title: 'Discovery', status: 'pending' } });
      expect(statuses(inst.data.data!.steps)).toEqual([
        ['Discovery', 'pending'],
        ['Ship', 'pending'],
        ['Completed', 'pending'],
        ['Cancelled', 'pending'],
      ]);
    }

    const deleted = await sdk.deleteTemplate(delivery);
    expect(deleted.status).toBe(200);
    onLive(() => {
      if (deleted.status === 200) expect(deleted.data.data).toEqual({ id: delivery, deleted: true });
    });
    if (live) {
      expect((await sdk.getTemplate(delivery)).status).toBe(404);
      const list = expectStatus(await sdk.listTemplates({ limit: 200 }), 200);
      expect(list.data.data!.map((t) => t.id)).not.toContain(delivery);
      expect(list.data.data!.map((t) => t.id)).toContain(lean);
      expect((await sdk.getDefaultTemplate('opportunity')).status).toBe(404); // the deleted template was the default
    }
  });

  it('instances: a task runs its template to the end (the terminal Completed step)', async () => {
    const inst = await sdk.getTemplateInstance('task', taskRef);
    expect(inst.status).toBe(200);
    if (inst.status !== 200) throw new Error('getTemplateInstance');
    const discovery = stepId(inst.data.data!.steps, 'Discovery');
    const ship = stepId(inst.data.data!.steps, 'Ship');

    const activated = await sdk.updateStepInstance(discovery, { status: 'active' });
    expect(activated.status).toBe(200);
    const done = await sdk.updateStepInstance(discovery, { status: 'completed' });
    expect(done.status).toBe(200);
    onLive(() => {
      if (activated.status === 200) expect(activated.data.data!.currentStep).toMatchObject({ id: discovery, status: 'active' });
      if (done.status === 200) expect(done.data.data!.currentStep).toMatchObject({ id: ship, status: 'active' });
    });

    // skipping the last step lands the instance on Completed
    const ended = await sdk.updateStepInstance(ship, { status: 'skipped' });
    expect(ended.status).toBe(200);
    onLive(() => {
      if (ended.status === 200) {
        const i = ended.data.data!;
        expect(i).toMatchObject({ status: 'completed', currentStep: null });
        expect(i.endedAt).toMatch(isoDate);
        expect(statuses(i.steps)).toEqual([
          ['Discovery', 'completed'],
          ['Ship', 'skipped'],
          ['Completed', 'completed'],
          ['Cancelled', 'skipped'],
        ]);
        for (const s of i.steps) expect(s.allowedMoves).toEqual([]);
        expect(offeredMoves(ended.data.actions)).toEqual([]);
      }
    });
    if (live) {
      expect((await sdk.updateStepInstance(ship, { status: 'active' })).status).toBe(409); // the instance has ended
      const read = expectStatus(await sdk.getTemplateInstance('task', taskRef), 200); // the latest ended one
      expect(read.data.data!.status).toBe('completed');
      const usage = expectStatus(await sdk.getTemplateUsage(lean), 200);
      expect(usage.data.data).toMatchObject({ total: 2, task: 1, runningInstances: 1 }); // still on it (workflowId), no longer running
    }
  });

  it('exercises every operationId this file owns: defaults, instances, usage, reassign, delete (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['templates']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
