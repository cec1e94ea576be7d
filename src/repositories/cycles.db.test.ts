/**
 * The cycles query module against Postgres: by start date and team, paged; overlaps found inclusively (and not with
 * itself); numbering per team; the planned-work figures and unscheduled counts; org scoping; the mapper.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  findCycle,
  findCycleTeam,
  listCycleEndDates,
  findOverlappingCycle,
  insertCycle,
  listCycleWork,
  listCycles,
  maxCycleNumber,
  toCycle,
  updateCycle,
} from './cycles.js';
import { countUnscheduledTasks, findTaskSchedule, listOpenCycleTasks } from './tasks.js';

const t = useTestDb();

describe('cycles', () => {
  it('lists, overlaps, numbers, figures; scoped by org', async () => {
    const a = await t.newOrg('Cycles A');
    const b = await t.newOrg('Cycles B');
    const org = a.orgId;
    const [core, web] = (
      await t
        .db('teams')
        .insert([
          { org_id: org, name: 'Core', prefix: 'CORE' },
          { org_id: org, name: 'Web', prefix: 'WEB' },
        ])
        .returning('id')
    ).map((r: { id: string }) => r.id);
    await t.db('team_members').insert({ org_id: org, team_id: core, user_id: a.userId });
    await t.db('users').where({ org_id: org, id: a.userId }).update({ weekly_hours: 35 });
    const ids = await t.db.transaction(async (trx) => [
      await insertCycle(trx, org, { teamId: core, number: 1, name: 'C1', startsOn: '2026-11-16', endsOn: '2026-11-29' }),
      await insertCycle(trx, org, { teamId: web, number: 1, name: 'W1', startsOn: '2026-11-02', endsOn: '2026-11-15' }),
      await insertCycle(trx, org, { teamId: core, number: 2, name: 'C2', startsOn: '2026-11-30', endsOn: '2026-12-13' }),
    ]);
    const [c1, w1, c2] = ids;
    const first = await listCycles(t.db, org, {}, { limit: 2 });
    const rest = await listCycles(t.db, org, {}, { limit: 2, cursor: first.nextCursor! });
    expect([...first.rows, ...rest.rows].map((r) => r.name)).toEqual(['W1', 'C1', 'C2']);
    expect((await listCycles(t.db, org, { teamId: core }, { limit: 10 })).rows.map((r) => r.id)).toEqual([c1, c2]);
    expect((await listCycles(t.db, b.orgId, {}, { limit: 10 })).rows).toEqual([]);
    expect(toCycle((await findCycle(t.db, org, c1))!)).toEqual({
      id: c1,
      orgId: org,
      teamId: core,
      number: 1,
      name: 'C1',
      startsOn: '2026-11-16',
      endsOn: '2026-11-29',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(await findCycle(t.db, b.orgId, c1)).toBeUndefined();
    expect([...(await listCycleEndDates(t.db, org, [c1, w1]))].sort()).toEqual(
      [
        [c1, '2026-11-29'],
        [w1, '2026-11-15'],
      ].sort(),
    );
    expect((await listCycleEndDates(t.db, b.orgId, [c1, w1])).size).toBe(0);
    expect(await findCycleTeam(t.db, org, w1)).toBe(web);
    expect(await findCycleTeam(t.db, b.orgId, w1)).toBeUndefined();
    expect((await findOverlappingCycle(t.db, org, core, '2026-11-29', '2026-11-30', null))?.id).toBe(c1);
    expect((await findOverlappingCycle(t.db, org, core, '2026-11-29', '2026-11-30', c1))?.id).toBe(c2);
    expect(await findOverlappingCycle(t.db, org, core, '2026-11-01', '2026-11-15', null)).toBeUndefined();
    expect(await findOverlappingCycle(t.db, b.orgId, core, '2026-11-01', '2026-12-31', null)).toBeUndefined();
    expect([await maxCycleNumber(t.db, org, core), await maxCycleNumber(t.db, org, web), await maxCycleNumber(t.db, b.orgId, core)]).toEqual([2, 1, null]);
    await t.db.transaction(async (trx) => {
      expect(await updateCycle(trx, b.orgId, c2, { name: 'x' })).toBe(0);
      expect(await updateCycle(trx, org, c2, { name: 'C2b' })).toBe(1);
    });

    await t.db('tasks').insert([
      { org_id: org, number: 1, title: 'a', team_id: core, cycle_id: c1, estimate_minutes: 120 },
      { org_id: org, number: 2, title: 'b', team_id: core, cycle_id: c1, status: 'completed', estimate_minutes: 60 },
      { org_id: org, number: 3, title: 'c', team_id: core, cycle_id: c1, status: 'cancelled', estimate_minutes: 999 },
      { org_id: org, number: 4, title: 'd', team_id: core },
      { org_id: org, number: 5, title: 'e', team_id: web, estimate_minutes: 30 },
    ]);
    expect((await listOpenCycleTasks(t.db, org, c1)).map((r) => [r.number, r.prefix])).toEqual([[1, 'CORE']]);
    expect(await listOpenCycleTasks(t.db, b.orgId, c1)).toEqual([]);
    const sched = (await findTaskSchedule(t.db, org, (await listOpenCycleTasks(t.db, org, c1))[0].id))!;
    expect([sched.team_id, sched.cycle_id, sched.prefix]).toEqual([core, c1, 'CORE']);
    const work = await listCycleWork(t.db, org, { from: '2026-11-20', to: '2026-12-01', teamId: null });
    expect(work.map((r) => [r.name, Number(r.days), r.tasks, Number(r.minutes), r.unestimated, Number(r.weekly_hours)])).toEqual([
      ['C1', 10, 2, 180, 0, 35],
      ['C2b', 2, 0, 0, 0, 35],
    ]);
    expect(await listCycleWork(t.db, org, { from: '2026-11-20', to: '2026-12-01', teamId: web })).toEqual([]);
    expect(await listCycleWork(t.db, b.orgId, { from: '2026-01-01', to: '2026-12-31', teamId: null })).toEqual([]);
    const u = await countUnscheduledTasks(t.db, org, null);
    expect([u.tasks, Number(u.minutes), u.unestimated]).toEqual([2, 30, 1]);
    const uw = await countUnscheduledTasks(t.db, org, web);
    expect([uw.tasks, Number(uw.minutes), uw.unestimated]).toEqual([1, 30, 0]);
    expect((await countUnscheduledTasks(t.db, b.orgId, null)).tasks).toBe(0);
  });
});
