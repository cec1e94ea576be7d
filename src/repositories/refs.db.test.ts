/**
 * The by-ref lookups (spec 1 §2.1) against Postgres: every entity's ref form, the UUID form, another org's ref and
 * malformed refs name nothing; task refs by team prefix, TASK for a task without a team.
 */
import { describe, expect, it } from 'vitest';
import { actorFor, useTestDb } from '../db/testing/harness.js';
import { findIdByRef, findTaskIdByRef, refOf, type RefTable } from './refs.js';

const t = useTestDb();

describe('findIdByRef / findTaskIdByRef', () => {
  it('finds a row by its ref and by its UUID, only in its own org', async () => {
    const a = await t.newOrg('Refs A');
    const b = await t.newOrg('Refs B');
    const [vision] = await t
      .db('visions')
      .insert({ org_id: a.orgId, number: 7, name: 'V', kind: 'company', narrative: 'n', version: 1, owner_id: a.userId })
      .returning('id');
    const cases: [RefTable, string, string | undefined][] = [
      ['visions', refOf('visions', 7), vision.id],
      ['visions', vision.id.toUpperCase(), vision.id],
      ['visions', 'VIS-8', undefined],
      ['visions', 'OBJ-7', undefined],
      ['visions', 'VIS-7x', undefined],
      ['visions', 'vis-7', undefined],
    ];
    for (const [table, ref, want] of cases) expect([ref, await findIdByRef(t.db, table, a.orgId, ref)]).toEqual([ref, want]);
    expect(await findIdByRef(t.db, 'visions', b.orgId, 'VIS-7')).toBeUndefined();
    expect(await findIdByRef(t.db, 'visions', b.orgId, vision.id)).toBeUndefined();
  });

  it('a task by <team prefix>-<n>, TASK-<n> without a team, never by another team prefix', async () => {
    const a = await t.newOrg('Task refs');
    const actor = actorFor(a.orgId, a.userId);
    const [team] = await t.db('teams').insert({ org_id: a.orgId, name: 'Core', prefix: 'CORE' }).returning('id');
    const [teamed, loose] = await t
      .db('tasks')
      .insert([
        { org_id: a.orgId, number: 41, title: 'teamed', team_id: team.id, created_by: actor.userId },
        { org_id: a.orgId, number: 42, title: 'loose', created_by: actor.userId },
      ])
      .returning('id');
    expect(await findTaskIdByRef(t.db, a.orgId, 'CORE-41')).toBe(teamed.id);
    expect(await findTaskIdByRef(t.db, a.orgId, 'TASK-42')).toBe(loose.id);
    expect(await findTaskIdByRef(t.db, a.orgId, 'TASK-41')).toBeUndefined();
    expect(await findTaskIdByRef(t.db, a.orgId, 'CORE-42')).toBeUndefined();
    expect(await findTaskIdByRef(t.db, a.orgId, teamed.id)).toBe(teamed.id);
    expect(await findTaskIdByRef(t.db, a.orgId, 'core-41')).toBeUndefined();
  });
});
