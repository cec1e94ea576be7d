/**
 * The template_instances query module against Postgres: running and latest lookups per entity (the running one first,
 * else the newest), org scoping of every read and write, ending, deleting by entity, and the mapper's shape.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { insertTemplate } from './templates.js';
import {
  deleteInstancesFor,
  endInstance,
  findInstance,
  findLatestInstance,
  findLatestInstanceSummary,
  findRunningInstance,
  insertInstance,
  listRunningEntitiesOf,
  toTemplateInstance,
} from './templateInstances.js';

const t = useTestDb();

async function setup(name: string) {
  const org = await t.newOrg(name);
  const templateId = await insertTemplate(t.db, org.orgId, { name: 'Flow', description: '', default_entity_type: 'customer', created_by: org.userId });
  const start = (entityId: string) =>
    insertInstance(t.db, org.orgId, { template_id: templateId, template_name: 'Flow', entity_type: 'customer', entity_id: entityId, created_by: org.userId });
  return { ...org, templateId, start };
}

describe('template_instances query module', () => {
  it("findRunningInstance and findLatestInstance: the running one first, else the newest ended; never another org's", async () => {
    const a = await setup('Instances A');
    const b = await setup('Instances B');
    const e = crypto.randomUUID();
    expect(await findLatestInstance(t.db, a.orgId, 'customer', e)).toBeUndefined();
    const first = await a.start(e);
    await endInstance(t.db, a.orgId, first.id, 'cancelled');
    expect(await findRunningInstance(t.db, a.orgId, 'customer', e)).toBeUndefined();
    const second = await a.start(e);
    await endInstance(t.db, a.orgId, second.id, 'completed');
    expect((await findLatestInstance(t.db, a.orgId, 'customer', e))?.id).toBe(second.id);
    const running = await a.start(e);
    // Older than the ended ones, yet the running instance comes first.
    await t.db('template_instances').where({ org_id: a.orgId, id: running.id }).update({ created_at: '2020-01-01' });
    expect((await findLatestInstance(t.db, a.orgId, 'customer', e))?.id).toBe(running.id);
    expect(await findLatestInstanceSummary(t.db, a.orgId, 'customer', e)).toEqual({
      id: running.id,
      template_id: a.templateId,
      template_name: 'Flow',
      status: 'running',
    });
    await t.db.transaction(async (trx) => expect((await findRunningInstance(trx, a.orgId, 'customer', e, true))?.id).toBe(running.id));
    expect(await findRunningInstance(t.db, a.orgId, 'task', e)).toBeUndefined();
    expect(await findRunningInstance(t.db, b.orgId, 'customer', e)).toBeUndefined();
    expect(await findLatestInstance(t.db, b.orgId, 'customer', e)).toBeUndefined();
    expect(await findInstance(t.db, b.orgId, running.id)).toBeUndefined();
    expect((await findInstance(t.db, a.orgId, first.id))?.status).toBe('cancelled');
    expect((await findInstance(t.db, a.orgId, first.id))?.ended_at).toBeInstanceOf(Date);
  });

  it('listRunningEntitiesOf lists running instances of the template only; endInstance and deleteInstancesFor are scoped', async () => {
    const a = await setup('Instances list A');
    const b = await setup('Instances list B');
    const [e1, e2, e3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await a.start(e1);
    const ended = await a.start(e2);
    await endInstance(t.db, b.orgId, ended.id, 'completed');
    expect((await findInstance(t.db, a.orgId, ended.id))?.status).toBe('running');
    await endInstance(t.db, a.orgId, ended.id, 'completed');
    await b.start(e3);
    expect(await listRunningEntitiesOf(t.db, a.orgId, a.templateId)).toEqual([{ entity_type: 'customer', entity_id: e1 }]);
    expect(await listRunningEntitiesOf(t.db, b.orgId, a.templateId)).toEqual([]);
    await deleteInstancesFor(t.db, b.orgId, 'customer', [e1, e2]);
    await deleteInstancesFor(t.db, a.orgId, 'task', [e1]);
    await deleteInstancesFor(t.db, a.orgId, 'customer', []);
    expect(await findLatestInstance(t.db, a.orgId, 'customer', e1)).toBeDefined();
    await deleteInstancesFor(t.db, a.orgId, 'customer', [e1, e2]);
    expect(await findLatestInstance(t.db, a.orgId, 'customer', e1)).toBeUndefined();
    expect(await findLatestInstance(t.db, a.orgId, 'customer', e2)).toBeUndefined();
    expect(await findRunningInstance(t.db, b.orgId, 'customer', e3)).toBeDefined();
  });

  it('toTemplateInstance maps the row with its steps and current step', async () => {
    const a = await setup('Instances map');
    const e = crypto.randomUUID();
    const inst = await a.start(e);
    expect(toTemplateInstance(inst, [], null)).toEqual({
      id: inst.id,
      orgId: a.orgId,
      templateId: a.templateId,
      templateName: 'Flow',
      entityType: 'customer',
      entityId: e,
      status: 'running',
      currentStep: null,
      steps: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      endedAt: null,
    });
  });
});
