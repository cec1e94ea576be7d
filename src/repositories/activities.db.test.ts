/**
 * The activity log and follow state against Postgres: an entity's log newest first across pages (rows written by the
 * triggers), the actor's kind, the mapper's field names and the visibility predicate; a deleted entity's log still
 * found; another org's never; the follow state recorded, muted and absent.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  findLoggedEntityId,
  firstTaskActivityAt,
  listActivities,
  listTaskStatusAndCycleChanges,
  listTasksMovedThroughCycles,
  toActivity,
} from './activities.js';
import { findFollow, followUnlessSet, setFollow } from './subscriptions.js';

const t = useTestDb();

describe('activities query module', () => {
  it('lists one entity’s log newest first across pages; maps fields; filters by the predicate; finds a deleted entity’s log', async () => {
    const a = await t.newOrg('Log A');
    const b = await t.newOrg('Log B');
    const o = a.orgId;
    const [v] = await t.db('visions').insert({ org_id: o, number: 1, name: 'V', kind: 'company', narrative: 'n', version: 1 }).returning('id');
    const [other] = await t.db('visions').insert({ org_id: o, number: 2, name: 'W', kind: 'product', narrative: 'n', version: 1 }).returning('id');
    for (const name of ['V2', 'V3', 'V4']) await t.db('visions').where({ org_id: o, id: v.id }).update({ name });
    const all = await t.db('activities').select('id').where({ org_id: o, entity_type: 'vision', entity_id: v.id }).orderBy('seq', 'desc');
    expect(all.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listActivities(t.db, o, 'vision', v.id, { cursor, limit: 2 });
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.id));
    expect((await listActivities(t.db, b.orgId, 'vision', v.id, { limit: 10 })).rows).toEqual([]);
    expect((await listActivities(t.db, o, 'objective', v.id, { limit: 10 })).rows).toEqual([]);
    const [newest] = (await listActivities(t.db, o, 'vision', v.id, { limit: 1 })).rows;
    expect(toActivity(newest, () => true)).toMatchObject({
      entityType: 'vision',
      entityId: v.id,
      action: 'updated',
      changes: expect.arrayContaining([{ field: 'name', from: 'V3', to: 'V4' }]),
      actorType: newest.actor_user_id === null ? 'system' : 'user',
      createdAt: expect.any(String),
    });
    expect(toActivity(newest, (f) => f !== 'name').changes.map((c) => c.field)).not.toContain('name');
    const app = toActivity({ ...newest, actor_user_id: a.userId, actor_kind: 'app' }, () => true);
    expect(app.actorType).toBe('app');
    expect(toActivity({ ...newest, changes: [{ field: 'target_numeric', from: undefined, to: 1 }] }, () => true).changes).toEqual([
      { field: 'targetNumeric', from: null, to: 1 },
    ]);
    await t.db('visions').where({ org_id: o, id: other.id }).delete();
    expect(await findLoggedEntityId(t.db, o, 'vision', other.id)).toBe(other.id);
    expect(await findLoggedEntityId(t.db, b.orgId, 'vision', other.id)).toBeUndefined();
    expect(await findLoggedEntityId(t.db, o, 'task', other.id)).toBeUndefined();
  });

  it('reads the follow state: absent, followed, muted; only the own org’s and user’s', async () => {
    const a = await t.newOrg('Follow A');
    const b = await t.newOrg('Follow B');
    const k = { orgId: a.orgId, userId: a.userId, entityType: 'vision', entityId: crypto.randomUUID() };
    expect(await findFollow(t.db, k)).toBeUndefined();
    await followUnlessSet(t.db, k);
    expect(await findFollow(t.db, k)).toBe(true);
    await setFollow(t.db, k, false);
    expect(await findFollow(t.db, k)).toBe(false);
    await followUnlessSet(t.db, k);
    expect(await findFollow(t.db, k)).toBe(false);
    expect(await findFollow(t.db, { ...k, orgId: b.orgId, userId: b.userId })).toBeUndefined();
    expect(await findFollow(t.db, { ...k, entityType: 'task' })).toBeUndefined();
  });
});

describe('task history reads (the built-in metrics)', () => {
  it('finds the first task row, the tasks moved through cycles and their status and cycle changes in order; scoped', async () => {
    const a = await t.newOrg('History A');
    const b = await t.newOrg('History B');
    const o = a.orgId;
    expect(await firstTaskActivityAt(t.db, o)).toBeNull();
    const [team] = await t.db('teams').insert({ org_id: o, name: 'Core', prefix: 'CORE' }).returning('id');
    const [c1, c2] = await t
      .db('cycles')
      .insert(
        [1, 2].map((number) => ({ org_id: o, team_id: team.id, number, name: `C${number}`, starts_on: `2026-1${number}-01`, ends_on: `2026-1${number}-14` })),
      )
      .returning('id');
    const [moved, stays, never] = await t
      .db('tasks')
      .insert([1, 2, 3].map((number) => ({ org_id: o, number, title: `T${number}`, team_id: team.id, created_by: a.userId })))
      .returning('id');
    await t.db('tasks').where({ org_id: o, id: moved.id }).update({ cycle_id: c1.id });
    await t.db('tasks').where({ org_id: o, id: moved.id }).update({ cycle_id: c2.id });
    await t.db('tasks').where({ org_id: o, id: stays.id }).update({ status: 'in_progress' });
    await t.db('tasks').where({ org_id: o, id: never.id }).update({ title: 'renamed' });
    expect(await firstTaskActivityAt(t.db, o)).toBeInstanceOf(Date);
    expect(await firstTaskActivityAt(t.db, b.orgId)).toBeNull();
    expect(await listTasksMovedThroughCycles(t.db, o, [c1.id])).toEqual([moved.id]);
    expect(await listTasksMovedThroughCycles(t.db, o, [c2.id])).toEqual([moved.id]);
    expect(await listTasksMovedThroughCycles(t.db, b.orgId, [c1.id, c2.id])).toEqual([]);
    const rows = await listTaskStatusAndCycleChanges(t.db, o, [moved.id, stays.id, never.id]);
    // Every task's creation row sets its status; a rename alone is no status or cycle change.
    expect([...new Set(rows.map((r) => r.entity_id))]).toEqual([moved.id, stays.id, never.id].sort());
    expect(rows.filter((r) => r.entity_id === never.id).map((r) => r.action)).toEqual(['created']);
    expect(rows.filter((r) => r.entity_id === stays.id).map((r) => r.action)).toEqual(['created', 'updated']);
    const movedRows = rows.filter((r) => r.entity_id === moved.id);
    expect(movedRows.map((r) => r.changes.find((c) => c.field === 'cycle_id')?.to ?? null).filter(Boolean)).toEqual([c1.id, c2.id]);
    expect(await listTaskStatusAndCycleChanges(t.db, b.orgId, [moved.id])).toEqual([]);
  });
});
