/**
 * The strategies and strategy_versions query modules against Postgres: by number and status, paged; a read by UUID
 * only (a ref names nothing); the current version's note as the label; versions newest first; org scoping.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  findStrategy,
  insertStrategy,
  insertStrategyVersion,
  listStrategies,
  listStrategyVersions,
  toStrategy,
  toStrategyVersion,
  updateStrategy,
  updateStrategyVersionNote,
} from './strategies.js';

const t = useTestDb();

describe('strategies', () => {
  it('lists, reads, versions and labels, scoped by org', async () => {
    const a = await t.newOrg('Strategies A');
    const b = await t.newOrg('Strategies B');
    const org = a.orgId;
    const ids = await t.db.transaction(async (trx) => {
      const out: string[] = [];
      for (const [n, status] of [
        [1, 'draft'],
        [2, 'active'],
        [3, 'archived'],
        [4, 'active'],
      ] as const) {
        const id = await insertStrategy(trx, org, { number: n, name: `S${n}`, content: 'c', version: 1, status, owner_id: a.userId });
        await insertStrategyVersion(trx, org, { strategyId: id, version: 1, name: `S${n}`, content: 'c', changeNote: '', createdBy: a.userId });
        out.push(id);
      }
      return out;
    });
    await t.db('strategies').insert({ org_id: b.orgId, number: 1, name: 'B', content: 'c', version: 1, status: 'active' });
    for (const status of [undefined, 'active', 'draft']) {
      const want = ids.filter((_, i) => !status || ['draft', 'active', 'archived', 'active'][i] === status);
      const first = await listStrategies(t.db, org, { status }, { limit: 1 });
      const got = [...first.rows];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await listStrategies(t.db, org, { status }, { limit: 1, cursor });
        got.push(...page.rows);
        cursor = page.nextCursor;
      }
      expect(got.map((r) => r.id)).toEqual(want);
    }
    expect((await listStrategies(t.db, b.orgId, { status: 'draft' }, { limit: 10 })).rows).toEqual([]);
    expect(await findStrategy(t.db, b.orgId, ids[0])).toBeUndefined();
    expect(await findStrategy(t.db, org, 'STR-1')).toBeUndefined();
    expect((await findStrategy(t.db, org, ids[0].toUpperCase(), true))?.id).toBe(ids[0]);

    await t.db.transaction(async (trx) => {
      await updateStrategy(trx, org, ids[1], { name: 'S2b', content: 'c2', version: 2 });
      await insertStrategyVersion(trx, org, { strategyId: ids[1], version: 2, name: 'S2b', content: 'c2', changeNote: 'Sharper', createdBy: a.userId });
      expect(await updateStrategyVersionNote(trx, org, ids[1], 1, 'First')).toMatchObject({ version: 1, change_note: 'First' });
      expect(await updateStrategyVersionNote(trx, org, ids[1], 7, 'x')).toBeUndefined();
      expect(await updateStrategyVersionNote(trx, b.orgId, ids[1], 1, 'x')).toBeUndefined();
    });
    const s = toStrategy((await findStrategy(t.db, org, ids[1]))!);
    expect(s).toEqual({
      id: ids[1],
      orgId: org,
      ref: 'STR-2',
      number: 2,
      name: 'S2b',
      content: 'c2',
      version: 2,
      status: 'active',
      ownerId: a.userId,
      versionLabel: 'Sharper',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(toStrategy((await findStrategy(t.db, org, ids[0]))!).versionLabel).toBe('v1');
    const versions = (await listStrategyVersions(t.db, org, ids[1], { limit: 10 })).rows.map(toStrategyVersion);
    expect(versions.map((v) => [v.version, v.label])).toEqual([
      [2, 'Sharper'],
      [1, 'First'],
    ]);
    expect((await listStrategyVersions(t.db, b.orgId, ids[1], { limit: 10 })).rows).toEqual([]);
  });
});
