/**
 * The template_steps query module against Postgres: steps grouped by template in position order, the terminal and
 * non-terminal id lists, the lock, writes scoped by org, and the mapper's shape.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { insertTemplate } from './templates.js';
import {
  deleteTemplateStep,
  insertTemplateStep,
  insertTemplateSteps,
  listNonTerminalStepIds,
  listTemplateSteps,
  listTerminalStepIds,
  lockTemplateStep,
  setTemplateStepPosition,
  toTemplateStep,
  updateTemplateStep,
} from './templateSteps.js';

const t = useTestDb();

async function template(orgId: string, userId: string, name: string): Promise<string> {
  return insertTemplate(t.db, orgId, { name, description: '', default_entity_type: 'task', created_by: userId });
}

describe('template_steps query module', () => {
  it("listTemplateSteps groups by template, by position then id, and never returns another org's steps", async () => {
    const a = await t.newOrg('Steps list A');
    const b = await t.newOrg('Steps list B');
    const [x, y] = [await template(a.orgId, a.userId, 'X'), await template(a.orgId, a.userId, 'Y')];
    const bx = await template(b.orgId, b.userId, 'BX');
    await insertTemplateSteps(t.db, a.orgId, [
      { template_id: x, title: 'x3', position: 3, terminal: 'cancelled' },
      { template_id: x, title: 'x1', position: 1 },
      { template_id: x, title: 'x2', position: 2, terminal: 'completed' },
      { template_id: y, title: 'y1', position: 1 },
    ]);
    await insertTemplateSteps(t.db, b.orgId, [{ template_id: bx, title: 'b1', position: 1 }]);
    const steps = await listTemplateSteps(t.db, a.orgId, [x, y, bx]);
    expect([...steps.keys()].sort()).toEqual([x, y].sort());
    expect(steps.get(x)!.map((s) => s.title)).toEqual(['x1', 'x2', 'x3']);
    expect(steps.get(y)!.map((s) => s.title)).toEqual(['y1']);
    expect((await listTemplateSteps(t.db, a.orgId, [])).size).toBe(0);
    const titles = async (ids: string[]) =>
      (await listTemplateSteps(t.db, a.orgId, [x]))
        .get(x)!
        .filter((s) => ids.includes(s.id))
        .map((s) => s.title);
    expect(await titles(await listNonTerminalStepIds(t.db, a.orgId, x))).toEqual(['x1']);
    expect(await titles(await listTerminalStepIds(t.db, a.orgId, x))).toEqual(['x2', 'x3']);
    expect(await listNonTerminalStepIds(t.db, b.orgId, x)).toEqual([]);
    expect(toTemplateStep(steps.get(x)![1])).toEqual({
      id: steps.get(x)![1].id,
      templateId: x,
      title: 'x2',
      description: '',
      position: 2,
      defaultDriUserId: null,
      defaultDriRole: null,
      slaHours: null,
      terminal: 'completed',
      system: true,
    });
    expect(toTemplateStep(steps.get(x)![0]).system).toBe(false);
  });

  it('the non-terminal order ties on position by id', async () => {
    const a = await t.newOrg('Steps ties');
    const x = await template(a.orgId, a.userId, 'X');
    const ids = [
      await insertTemplateStep(t.db, a.orgId, { template_id: x, title: 'p', position: 0 }),
      await insertTemplateStep(t.db, a.orgId, { template_id: x, title: 'q', position: 0 }),
    ];
    expect(await listNonTerminalStepIds(t.db, a.orgId, x)).toEqual([...ids].sort());
  });

  it("lock, update, position and delete touch only the org's step", async () => {
    const a = await t.newOrg('Steps write A');
    const b = await t.newOrg('Steps write B');
    const x = await template(a.orgId, a.userId, 'X');
    const id = await insertTemplateStep(t.db, a.orgId, { template_id: x, title: 's', position: 1, default_dri_user_id: a.userId, sla_hours: 4 });
    await t.db.transaction(async (trx) => {
      expect(await lockTemplateStep(trx, b.orgId, id)).toBeUndefined();
      expect(await lockTemplateStep(trx, a.orgId, id)).toMatchObject({ id, title: 's', default_dri_user_id: a.userId, sla_hours: 4, terminal: null });
    });
    expect(await updateTemplateStep(t.db, b.orgId, id, { title: 'stolen' })).toBe(0);
    expect(await updateTemplateStep(t.db, a.orgId, id, { title: 't', default_dri_role: 'pm', sla_hours: null })).toBe(1);
    await setTemplateStepPosition(t.db, b.orgId, id, 9);
    await setTemplateStepPosition(t.db, a.orgId, id, 5);
    expect((await listTemplateSteps(t.db, a.orgId, [x])).get(x)).toMatchObject([{ id, title: 't', default_dri_role: 'pm', sla_hours: null, position: 5 }]);
    expect(await deleteTemplateStep(t.db, b.orgId, id)).toBe(0);
    expect(await deleteTemplateStep(t.db, a.orgId, id)).toBe(1);
    expect((await listTemplateSteps(t.db, a.orgId, [x])).size).toBe(0);
  });
});
