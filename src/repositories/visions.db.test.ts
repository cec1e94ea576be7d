/**
 * The visions and vision_versions query modules against Postgres: the company vision first then number, the kind
 * filter, paging, org scoping, versions newest first, the labelled version, the children counts and the mappers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  countVisionChildren,
  findCompanyVisionNumber,
  findVision,
  findVisionHead,
  findVisionId,
  insertVision,
  insertVisionVersion,
  listVisions,
  listVisionVersions,
  toVision,
  toVisionVersion,
  updateVisionVersionNote,
} from './visions.js';

const t = useTestDb();
let f: { orgId: string; otherOrgId: string; userId: string; ids: Record<number, string> };

beforeAll(async () => {
  const a = await t.newOrg('Visions A');
  const b = await t.newOrg('Visions B');
  const ids: Record<number, string> = {};
  await t.db.transaction(async (trx) => {
    // Products numbered around the company vision, so the order is not just by number.
    for (const [n, kind] of [
      [1, 'product'],
      [2, 'product'],
      [3, 'company'],
      [4, 'product'],
    ] as const) {
      const row = await insertVision(trx, a.orgId, { number: n, name: `V${n}`, kind, narrative: 'n', version: 1, owner_id: a.userId });
      await insertVisionVersion(trx, a.orgId, { visionId: row.id, version: 1, name: row.name, narrative: 'n', createdBy: a.userId });
      ids[n] = row.id;
    }
  });
  await t.db('visions').insert({ org_id: b.orgId, number: 1, name: 'B', kind: 'company', narrative: 'n', version: 1 });
  f = { orgId: a.orgId, otherOrgId: b.orgId, userId: a.userId, ids };
});

describe('visions', () => {
  it("the company vision first, then by number; by kind; paged; never another org's", async () => {
    const all = async (kind?: string) => {
      const got: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listVisions(t.db, f.orgId, { kind }, { cursor, limit: 1 });
        got.push(...page.rows.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return got;
    };
    expect(await all()).toEqual([f.ids[3], f.ids[1], f.ids[2], f.ids[4]]);
    expect(await all('product')).toEqual([f.ids[1], f.ids[2], f.ids[4]]);
    expect(await all('company')).toEqual([f.ids[3]]);
    expect(await findCompanyVisionNumber(t.db, f.orgId)).toBe(3);
    expect((await listVisions(t.db, f.otherOrgId, {}, { limit: 50 })).rows.map((r) => r.name)).toEqual(['B']);
    expect(await findVision(t.db, f.otherOrgId, f.ids[1])).toBeUndefined();
    expect(await findVisionId(t.db, f.otherOrgId, f.ids[1])).toBeUndefined();
    expect(await findVisionId(t.db, f.orgId, 'VIS-1')).toBeUndefined();
    expect(await findVisionId(t.db, f.orgId, f.ids[1], true)).toBe(f.ids[1]);
    expect(await findVisionHead(t.db, f.orgId, f.ids[2])).toEqual({ id: f.ids[2], version: 1 });
    expect(await findVisionHead(t.db, f.otherOrgId, f.ids[2])).toBeUndefined();
    expect(await findVisionHead(t.db, f.orgId, 'VIS-2')).toBe('malformed');
  });

  it('maps rows to the Vision and VisionVersion shapes; versions newest first; a label set on one version', async () => {
    const id = f.ids[4];
    expect(toVision((await findVision(t.db, f.orgId, id))!)).toEqual({
      id,
      orgId: f.orgId,
      ref: 'VIS-4',
      number: 4,
      name: 'V4',
      kind: 'product',
      narrative: 'n',
      version: 1,
      ownerId: f.userId,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    await t.db.transaction(async (trx) => {
      for (const v of [2, 3]) await insertVisionVersion(trx, f.orgId, { visionId: id, version: v, name: `V4.${v}`, narrative: 'n', createdBy: f.userId });
      expect((await updateVisionVersionNote(trx, f.orgId, id, 2, 'Launch'))?.change_note).toBe('Launch');
      expect(await updateVisionVersionNote(trx, f.orgId, id, 9, 'x')).toBeUndefined();
      expect(await updateVisionVersionNote(trx, f.otherOrgId, id, 2, 'x')).toBeUndefined();
    });
    const first = await listVisionVersions(t.db, f.orgId, id, { limit: 2 });
    const rest = await listVisionVersions(t.db, f.orgId, id, { limit: 2, cursor: first.nextCursor! });
    const versions = [...first.rows, ...rest.rows];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions.map((v) => toVisionVersion(v).label)).toEqual(['v3', 'Launch', 'v1']);
    expect((await listVisionVersions(t.db, f.otherOrgId, id, { limit: 5 })).rows).toEqual([]);
  });

  it('children: objectives by vision, opportunities and tasks by vision path prefix, in the org', async () => {
    const id = f.ids[1];
    const [o] = await t
      .db('objectives')
      .insert({ org_id: f.orgId, number: 1, title: 'O', vision_id: id, vision_version: 1, vision_path: `${id}/x`, dri_id: f.userId })
      .returning('id');
    await t.db('opportunities').insert([
      { org_id: f.orgId, number: 1, title: 'in', vision_path: `${id}/${o.id}/p` },
      { org_id: f.orgId, number: 2, title: 'other', vision_path: `${f.ids[2]}/y/p` },
    ]);
    await t.db('tasks').insert({ org_id: f.orgId, number: 1, title: 't', vision_path: `${id}/${o.id}/p/t` });
    expect(await countVisionChildren(t.db, f.orgId, id)).toEqual({ objectives: 1, opportunities: 1, tasks: 1 });
    expect(await countVisionChildren(t.db, f.otherOrgId, id)).toEqual({ objectives: 0, opportunities: 0, tasks: 0 });
  });
});

describe('vision versions with a change note', () => {
  it('records the note given, the column default without one', async () => {
    const id = f.ids[1];
    await insertVisionVersion(t.db, f.orgId, { visionId: id, version: 7, name: 'V1.7', narrative: 'n', changeNote: 'Pivot', createdBy: f.userId });
    await insertVisionVersion(t.db, f.orgId, { visionId: id, version: 8, name: 'V1.8', narrative: 'n', createdBy: f.userId });
    const rows = await t
      .db('vision_versions')
      .select('version', 'change_note')
      .where({ org_id: f.orgId, vision_id: id })
      .whereIn('version', [7, 8])
      .orderBy('version');
    expect(rows).toEqual([
      { version: 7, change_note: 'Pivot' },
      { version: 8, change_note: '' },
    ]);
  });
});
