/** The insight_patterns query module against Postgres: patterns and members, pinning, removal of unpinned members, labels, scoping. */
import { describe, expect, it } from 'vitest';
import { actorFor, useTestDb } from '../db/testing/harness.js';
import {
  deletePattern,
  findPattern,
  insertPattern,
  insertPatternMembers,
  listOpenPatterns,
  listPatternMembers,
  listPatternMemberships,
  patternLabelSource,
  pinPatternMembers,
  removePatternMembers,
  updatePattern,
} from './insightPatterns.js';
import { insertInsight } from './insights.js';

const t = useTestDb();

describe('insight_patterns query module', () => {
  it('members by insight number, pins survive removal, the label source is the shortest verbatim; another org sees none', async () => {
    const a = await t.newOrg('Patterns A');
    const b = await t.newOrg('Patterns B');
    const o = a.orgId;
    const ins = [];
    for (const v of ['export invoices to csv please', 'export invoices', 'csv export of all invoices']) {
      ins.push(
        (await t.db.transaction((trx) => insertInsight(trx, actorFor(o, a.userId), { verbatim: v, source: 'support', stakeholderUserId: a.userId }))).id,
      );
    }
    const p = await insertPattern(t.db, o, 'label');
    await insertPatternMembers(t.db, o, p, [ins[2], ins[0]]);
    await insertPatternMembers(t.db, o, p, [ins[0], ins[1]], true);
    await pinPatternMembers(t.db, o, p, [ins[2]]);
    expect((await listPatternMembers(t.db, o, [p])).map((m) => m.insight_id)).toEqual(ins);
    expect(await patternLabelSource(t.db, o, p)).toEqual({ label: 'label', verbatim: 'export invoices' });
    await removePatternMembers(t.db, o, p, [ins[1], ins[2]]);
    expect((await listPatternMembers(t.db, o, [p])).map((m) => m.insight_id)).toEqual([ins[0], ins[2]]);
    expect((await listPatternMemberships(t.db, o, [ins[0]])).filter((r) => r.id === p).map((r) => [r.insight_id, r.pinned])).toEqual(
      expect.arrayContaining([
        [ins[0], false],
        [ins[2], true],
      ]),
    );
    expect((await listOpenPatterns(t.db, o)).map((r) => r.id)).toEqual([p]);
    await updatePattern(t.db, o, p, { status: 'dismissed' });
    expect(await listOpenPatterns(t.db, o)).toEqual([]);
    expect((await findPattern(t.db, o, p))?.status).toBe('dismissed');
    expect(await findPattern(t.db, b.orgId, p)).toBeUndefined();
    expect(await listPatternMembers(t.db, b.orgId, [p])).toEqual([]);
    await deletePattern(t.db, b.orgId, p);
    expect(await findPattern(t.db, o, p)).toBeDefined();
    await deletePattern(t.db, o, p);
    expect(await findPattern(t.db, o, p)).toBeUndefined();
  });
});
