/**
 * The step_instances query module against Postgres: order, activation (startedAt once, dueAt from the SLA), landing,
 * cancelling and pausing an instance's steps, writes scoped by org, the milestone reads (tranche, task) and the work
 * attached to milestones (tasks by number, then the customer's pinned opportunities), and the mapper's shape.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { insertTemplate } from './templates.js';
import { insertInstance } from './templateInstances.js';
import {
  activateStepInstance,
  cancelOpenStepInstances,
  findMilestone,
  findStepInstance,
  findStepTranche,
  insertStepInstances,
  landStepInstances,
  listMilestoneWork,
  listMilestones,
  listStepInstances,
  pauseActiveStepInstance,
  toMilestone,
  toStepInstance,
  updateStepInstance,
  type StepInstanceRow,
} from './stepInstances.js';

const t = useTestDb();

/** An org with a running customer instance of four steps: a, b (SLA 2 h), then the terminal Completed and Cancelled. */
async function setup(name: string) {
  const org = await t.newOrg(name);
  const db = t.db;
  const templateId = await insertTemplate(db, org.orgId, { name: 'Flow', description: '', default_entity_type: 'customer', created_by: org.userId });
  const [cus] = await db('customers').insert({ org_id: org.orgId, number: 1, name: 'Acme', status: 'onboarding' }).returning('id');
  const inst = await insertInstance(db, org.orgId, {
    template_id: templateId,
    template_name: 'Flow',
    entity_type: 'customer',
    entity_id: cus.id,
    created_by: org.userId,
  });
  const steps = await db('template_steps')
    .insert(['a', 'b', 'Completed', 'Cancelled'].map((title, i) => ({ org_id: org.orgId, template_id: templateId, title, position: i + 1 })))
    .returning('id');
  await insertStepInstances(db, org.orgId, [
    { instance_id: inst.id, step_id: steps[3].id, title: 'Cancelled', description: '', position: 4, terminal: 'cancelled', sla_hours: null, dri_id: null },
    { instance_id: inst.id, step_id: steps[0].id, title: 'a', description: 'A', position: 1, terminal: null, sla_hours: null, dri_id: org.userId },
    { instance_id: inst.id, step_id: steps[2].id, title: 'Completed', description: '', position: 3, terminal: 'completed', sla_hours: null, dri_id: null },
    { instance_id: inst.id, step_id: steps[1].id, title: 'b', description: '', position: 2, terminal: null, sla_hours: 2, dri_id: null },
  ]);
  const rows = await listStepInstances(db, org.orgId, inst.id);
  return { ...org, customerId: cus.id as string, inst, rows, byTitle: (title: string) => rows.find((r) => r.title === title)! };
}

const statuses = async (orgId: string, instanceId: string) =>
  Object.fromEntries((await listStepInstances(t.db, orgId, instanceId)).map((r) => [r.title, r.status]));

describe('step_instances query module', () => {
  it("lists an instance's steps by position; reads and writes never reach another org's", async () => {
    const a = await setup('Step instances A');
    const b = await setup('Step instances B');
    expect(a.rows.map((r) => r.title)).toEqual(['a', 'b', 'Completed', 'Cancelled']);
    expect(await listStepInstances(t.db, b.orgId, a.inst.id)).toEqual([]);
    expect(await findStepInstance(t.db, b.orgId, a.rows[0].id)).toBeUndefined();
    await updateStepInstance(t.db, b.orgId, a.rows[0].id, { status: 'skipped' });
    await activateStepInstance(t.db, b.orgId, a.rows[0]);
    await landStepInstances(t.db, b.orgId, a.inst.id, 'completed');
    await cancelOpenStepInstances(t.db, b.orgId, a.inst.id);
    await pauseActiveStepInstance(t.db, b.orgId, a.inst.id);
    expect(await statuses(a.orgId, a.inst.id)).toEqual({ a: 'pending', b: 'pending', Completed: 'pending', Cancelled: 'pending' });
    expect(toStepInstance(a.rows[0], ['active', 'skipped'])).toEqual({
      id: a.rows[0].id,
      instanceId: a.inst.id,
      stepId: a.rows[0].step_id,
      title: 'a',
      description: 'A',
      position: 1,
      terminal: null,
      status: 'pending',
      driId: a.userId,
      slaHours: null,
      startedAt: null,
      dueAt: null,
      completedAt: null,
      allowedMoves: ['active', 'skipped'],
    });
  });

  it('activation stamps startedAt once and dueAt = startedAt + SLA; a re-activation keeps both', async () => {
    const a = await setup('Step instances activate');
    await activateStepInstance(t.db, a.orgId, a.byTitle('b'));
    const first = (await findStepInstance(t.db, a.orgId, a.byTitle('b').id)) as StepInstanceRow;
    expect(first.status).toBe('active');
    // Both from the statement's now(): exactly the SLA apart.
    expect(first.due_at!.getTime() - first.started_at!.getTime()).toBe(2 * 3600_000);
    await pauseActiveStepInstance(t.db, a.orgId, a.inst.id);
    expect((await statuses(a.orgId, a.inst.id)).b).toBe('paused');
    await activateStepInstance(t.db, a.orgId, first);
    const again = (await findStepInstance(t.db, a.orgId, first.id)) as StepInstanceRow;
    expect([again.status, again.started_at, again.due_at]).toEqual(['active', first.started_at, first.due_at]);
    await activateStepInstance(t.db, a.orgId, a.byTitle('a'));
    expect((await findStepInstance(t.db, a.orgId, a.byTitle('a').id))?.due_at).toBeNull();
  });

  it('landing skips the open steps, lands on the terminal step and skips the other; cancelling ends every open step', async () => {
    for (const landing of ['completed', 'cancelled'] as const) {
      const a = await setup(`Step instances land ${landing}`);
      await updateStepInstance(t.db, a.orgId, a.byTitle('a').id, { status: 'completed', completed_at: t.db.fn.now() });
      await landStepInstances(t.db, a.orgId, a.inst.id, landing);
      expect(await statuses(a.orgId, a.inst.id)).toEqual({
        a: 'completed',
        b: 'skipped',
        Completed: landing === 'completed' ? 'completed' : 'skipped',
        Cancelled: landing === 'cancelled' ? 'cancelled' : 'skipped',
      });
      const landed = (await listStepInstances(t.db, a.orgId, a.inst.id)).find((r) => r.terminal === landing)!;
      expect([landed.started_at, landed.completed_at].every((d) => d instanceof Date)).toBe(true);
    }
    const c = await setup('Step instances cancel');
    await updateStepInstance(t.db, c.orgId, c.byTitle('a').id, { status: 'completed' });
    await cancelOpenStepInstances(t.db, c.orgId, c.inst.id);
    expect(await statuses(c.orgId, c.inst.id)).toEqual({ a: 'completed', b: 'cancelled', Completed: 'cancelled', Cancelled: 'cancelled' });
  });

  it("milestones: columns, tranche and the attached work (tasks by number, then the customer's pinned opportunities)", async () => {
    const a = await setup('Step instances milestones');
    const db = t.db;
    const [ma, mb] = [a.byTitle('a'), a.byTitle('b')];
    const [team] = await db('teams').insert({ org_id: a.orgId, name: 'Core', prefix: 'CORE' }).returning('id');
    const [task2] = await db('tasks').insert({ org_id: a.orgId, number: 2, title: 'T2', team_id: team.id, onboarding_step_instance_id: ma.id }).returning('id');
    const [task1] = await db('tasks').insert({ org_id: a.orgId, number: 1, title: 'T1', onboarding_step_instance_id: ma.id }).returning('id');
    await db('tasks').insert({ org_id: a.orgId, number: 3, title: 'T3' });
    const [opp] = await db('opportunities').insert({ org_id: a.orgId, number: 7, title: 'O' }).returning('id');
    const [opp2] = await db('opportunities').insert({ org_id: a.orgId, number: 8, title: 'O2' }).returning('id');
    const [other] = await db('customers').insert({ org_id: a.orgId, number: 2, name: 'Other', status: 'prospect' }).returning('id');
    await db('customer_opportunities').insert([
      { org_id: a.orgId, customer_id: a.customerId, opportunity_id: opp.id, step_instance_id: ma.id },
      // Another customer's link pinned to the same step is not this customer's work.
      { org_id: a.orgId, customer_id: other.id, opportunity_id: opp2.id, step_instance_id: ma.id },
    ]);
    await updateStepInstance(db, a.orgId, ma.id, { arr_tranche: 1500.5, task_id: task1.id });
    const work = await listMilestoneWork(db, a.orgId, a.customerId, [ma.id, mb.id]);
    expect(work.get(ma.id)).toEqual([
      { kind: 'task', id: task1.id, ref: 'TASK-1' },
      { kind: 'task', id: task2.id, ref: 'CORE-2' },
      { kind: 'opportunity', id: opp.id, ref: 'OPP-7' },
    ]);
    expect(work.get(mb.id)).toEqual([]);
    expect((await listMilestoneWork(db, a.orgId, a.customerId, [])).size).toBe(0);
    const b = await t.newOrg('Step instances milestones B');
    expect((await listMilestoneWork(db, b.orgId, a.customerId, [ma.id])).get(ma.id)).toEqual([]);
    expect(await findStepTranche(db, a.orgId, ma.id)).toEqual({ arr_tranche: '1500.50' });
    expect(await findStepTranche(db, b.orgId, ma.id)).toBeUndefined();
    expect(await findMilestone(db, b.orgId, ma.id)).toBeUndefined();
    expect(await findMilestone(db, a.orgId, ma.id)).toEqual({
      id: ma.id,
      instance_id: a.inst.id,
      step_id: ma.step_id,
      title: 'a',
      position: 1,
      terminal: null,
      status: 'pending',
      dri_id: a.userId,
      arr_tranche: '1500.50',
      task_id: task1.id,
      due_at: null,
      completed_at: null,
    });
    expect(toMilestone((await findMilestone(db, a.orgId, ma.id))!, work.get(ma.id)!)).toEqual({
      stepInstanceId: ma.id,
      stepId: ma.step_id,
      title: 'a',
      position: 1,
      terminal: null,
      status: 'pending',
      driId: a.userId,
      arrTranche: 1500.5,
      taskId: task1.id,
      work: work.get(ma.id),
      dueAt: null,
      completedAt: null,
    });
    expect((await listMilestones(db, a.orgId, a.inst.id)).map((m) => m.title)).toEqual(['a', 'b', 'Completed', 'Cancelled']);
    expect(await listMilestones(db, b.orgId, a.inst.id)).toEqual([]);
  });
});
