/**
 * The templates query module against Postgres: the list's defaultEntityType filter (every type and none) at several
 * page sizes against an in-memory filter of the inserted rows (generated, fixed seed), org scoping of every read and
 * write, the one default per entity type, usage counts and the mapper's shape.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../core/api.js';
import { useTestDb } from '../db/testing/harness.js';
import {
  deleteTemplate,
  findDefaultTemplate,
  findDefaultTemplateRef,
  findTemplate,
  findTemplateKind,
  insertTemplate,
  listTemplates,
  setDefaultTemplate,
  templateUsage,
  toTemplate,
  updateTemplate,
} from './templates.js';

const t = useTestDb();
type EntityType = Schema<'TemplateEntityType'>;
const TYPES: EntityType[] = ['opportunity', 'task', 'customer'];
const NAMES = ['alpha', 'beta', 'gamma', 'delta'];

async function seed(orgId: string, userId: string, specs: { name: string; type: EntityType }[]) {
  const rows: { id: string; name: string; type: EntityType }[] = [];
  for (const s of specs)
    rows.push({ ...s, id: await insertTemplate(t.db, orgId, { name: s.name, description: '', default_entity_type: s.type, created_by: userId }) });
  return rows;
}

async function all(orgId: string, defaultEntityType: EntityType | undefined, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await listTemplates(t.db, orgId, { defaultEntityType }, { cursor, limit });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    ids.push(...page.rows.map((r) => r.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

describe('templates query module', () => {
  it('listTemplates: each defaultEntityType (and none), every page size, equals the in-memory filter by name, id', async () => {
    const other = await t.newOrg('Templates other');
    await seed(
      other.orgId,
      other.userId,
      TYPES.map((type) => ({ name: 'alpha', type })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.constantFrom(...NAMES), type: fc.constantFrom(...TYPES) }), { maxLength: 7 }),
        fc.option(fc.constantFrom(...TYPES), { nil: undefined }),
        fc.integer({ min: 1, max: 4 }),
        async (specs, type, limit) => {
          const org = await t.newOrg('Templates list');
          const rows = await seed(org.orgId, org.userId, specs);
          const want = rows
            .filter((r) => type === undefined || r.type === type)
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
            .map((r) => r.id);
          expect(await all(org.orgId, type, limit)).toEqual(want);
        },
      ),
      { seed: 30037, numRuns: 12 },
    );
  });

  it("findTemplate, findTemplateKind and the mapper read only the org's row", async () => {
    const a = await t.newOrg('Templates find A');
    const b = await t.newOrg('Templates find B');
    const [tpl] = await seed(a.orgId, a.userId, [{ name: 'Flow', type: 'task' }]);
    expect(await findTemplate(t.db, b.orgId, tpl.id)).toBeUndefined();
    expect(await findTemplateKind(t.db, b.orgId, tpl.id)).toBeUndefined();
    expect(await findTemplateKind(t.db, a.orgId, tpl.id.toUpperCase())).toEqual({ id: tpl.id, name: 'Flow', default_entity_type: 'task' });
    await t.db.transaction(async (trx) => expect((await findTemplate(trx, a.orgId, tpl.id, true))?.id).toBe(tpl.id));
    const row = (await findTemplate(t.db, a.orgId, tpl.id))!;
    expect(toTemplate(row, [])).toEqual({
      id: tpl.id,
      orgId: a.orgId,
      name: 'Flow',
      description: '',
      defaultEntityType: 'task',
      isDefault: false,
      steps: [],
      createdBy: a.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('setDefaultTemplate keeps one default per entity type and org; findDefaultTemplate(Ref) follow it', async () => {
    const a = await t.newOrg('Templates default A');
    const b = await t.newOrg('Templates default B');
    const [x, y, z] = await seed(a.orgId, a.userId, [
      { name: 'X', type: 'customer' },
      { name: 'Y', type: 'customer' },
      { name: 'Z', type: 'task' },
    ]);
    const [bx] = await seed(b.orgId, b.userId, [{ name: 'BX', type: 'customer' }]);
    await setDefaultTemplate(t.db, b.orgId, bx.id, 'customer');
    expect(await findDefaultTemplate(t.db, a.orgId, 'customer')).toBeUndefined();
    await setDefaultTemplate(t.db, a.orgId, x.id, 'customer');
    await setDefaultTemplate(t.db, a.orgId, z.id, 'task');
    expect((await findDefaultTemplate(t.db, a.orgId, 'customer'))?.id).toBe(x.id);
    await setDefaultTemplate(t.db, a.orgId, y.id, 'customer');
    expect(await findDefaultTemplateRef(t.db, a.orgId, 'customer')).toEqual({ id: y.id, name: 'Y' });
    expect((await findDefaultTemplate(t.db, a.orgId, 'task'))?.id).toBe(z.id);
    expect((await findDefaultTemplate(t.db, b.orgId, 'customer'))?.id).toBe(bx.id);
    expect(await findDefaultTemplate(t.db, a.orgId, 'opportunity')).toBeUndefined();
  });

  it("updateTemplate and deleteTemplate touch only their org's row", async () => {
    const a = await t.newOrg('Templates write A');
    const b = await t.newOrg('Templates write B');
    const [tpl] = await seed(a.orgId, a.userId, [{ name: 'Flow', type: 'opportunity' }]);
    expect(await updateTemplate(t.db, b.orgId, tpl.id, { name: 'Stolen' })).toBe(0);
    expect(await updateTemplate(t.db, a.orgId, tpl.id, { name: 'Flow 2', description: 'd' })).toBe(1);
    expect(await updateTemplate(t.db, a.orgId, tpl.id)).toBe(1);
    expect(await findTemplate(t.db, a.orgId, tpl.id)).toMatchObject({ name: 'Flow 2', description: 'd' });
    expect(await deleteTemplate(t.db, b.orgId, tpl.id)).toBe(0);
    expect(await deleteTemplate(t.db, a.orgId, tpl.id)).toBe(1);
    expect(await findTemplate(t.db, a.orgId, tpl.id)).toBeUndefined();
  });

  it('templateUsage counts entities on the template (workflow_id) and running instances once each, in the org only', async () => {
    const a = await t.newOrg('Templates usage A');
    const b = await t.newOrg('Templates usage B');
    const [tpl] = await seed(a.orgId, a.userId, [{ name: 'Flow', type: 'opportunity' }]);
    const db = t.db;
    const [opp] = await db('opportunities').insert({ org_id: a.orgId, number: 1, title: 'O', workflow_id: tpl.id }).returning('id');
    await db('tasks').insert([
      { org_id: a.orgId, number: 1, title: 'T1', workflow_id: tpl.id },
      { org_id: a.orgId, number: 2, title: 'T2' },
    ]);
    const cus = crypto.randomUUID();
    await db('template_instances').insert([
      // The opportunity both carries workflow_id and runs an instance: counted once.
      { org_id: a.orgId, template_id: tpl.id, template_name: 'Flow', entity_type: 'opportunity', entity_id: opp.id },
      { org_id: a.orgId, template_id: tpl.id, template_name: 'Flow', entity_type: 'customer', entity_id: cus },
      { org_id: a.orgId, template_id: tpl.id, template_name: 'Flow', entity_type: 'customer', entity_id: crypto.randomUUID(), status: 'completed' },
    ]);
    expect(await templateUsage(db, a.orgId, tpl.id)).toEqual({ total: 3, opportunity: 1, task: 1, customer: 1, running: 2 });
    expect(await templateUsage(db, b.orgId, tpl.id)).toEqual({ total: 0, opportunity: 0, task: 0, customer: 0, running: 0 });
  });
});
