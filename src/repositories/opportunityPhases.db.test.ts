/**
 * The opportunity_phases query module against Postgres: delivery order, paging, the next phase, positions and counts,
 * the leaf-task counts (a task's phase is its own, else its parent's; leaves only) and org scoping.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  countOpportunityPhases,
  countPhaseTasks,
  deleteOpportunityPhase,
  findNextPhase,
  findOpportunityPhase,
  findPhaseOpportunity,
  insertOpportunityPhase,
  listAllOpportunityPhases,
  listOpportunityPhases,
  listPhasePositions,
  toOpportunityPhase,
} from './opportunityPhases.js';
import { countUnphasedTasks } from './tasks.js';

const t = useTestDb();

describe('opportunity_phases', () => {
  it('order, paging, next phase, counts, scoping', async () => {
    const a = await t.newOrg('Phases A');
    const b = await t.newOrg('Phases B');
    const [opp] = await t.db('opportunities').insert({ org_id: a.orgId, number: 1, title: 'O' }).returning('id');
    const ids = await t.db.transaction(async (trx) => {
      const out: string[] = [];
      // Positions given out of order: the list follows position, not insertion.
      for (const [title, position] of [
        ['Build', 2],
        ['Design', 1],
        ['Launch', 3],
      ] as const) {
        out.push(
          await insertOpportunityPhase(trx, a.orgId, {
            opportunityId: opp.id,
            title,
            ownerId: null,
            targetDate: title === 'Launch' ? '2026-12-24' : null,
            position,
          }),
        );
      }
      return out;
    });
    const [build, design, launch] = ids;
    expect((await listAllOpportunityPhases(t.db, a.orgId, opp.id)).map((p) => p.title)).toEqual(['Design', 'Build', 'Launch']);
    const first = await listOpportunityPhases(t.db, a.orgId, opp.id, { limit: 2 });
    const rest = await listOpportunityPhases(t.db, a.orgId, opp.id, { limit: 2, cursor: first.nextCursor! });
    expect([...first.rows, ...rest.rows].map((p) => p.id)).toEqual([design, build, launch]);
    expect(await countOpportunityPhases(t.db, a.orgId, opp.id)).toEqual({ n: 3, last: 3 });
    expect(await countOpportunityPhases(t.db, b.orgId, opp.id)).toEqual({ n: 0, last: 0 });
    expect((await listPhasePositions(t.db, a.orgId, opp.id, true)).map((p) => p.id)).toEqual([design, build, launch]);
    const d = (await findOpportunityPhase(t.db, a.orgId, design.toUpperCase()))!;
    expect((await findNextPhase(t.db, a.orgId, d))?.id).toBe(build);
    expect(await findNextPhase(t.db, a.orgId, (await findOpportunityPhase(t.db, a.orgId, launch))!)).toBeUndefined();
    expect(await findOpportunityPhase(t.db, b.orgId, design)).toBeUndefined();
    expect(await findPhaseOpportunity(t.db, a.orgId, design)).toEqual({ id: design, opportunity_id: opp.id });
    expect(await findPhaseOpportunity(t.db, b.orgId, design)).toBeUndefined();

    // parent (Design) with two children: one inherits Design, one is in Build; a lone task in Build, completed; an unphased one.
    const task = async (n: number, cols: Record<string, unknown>) =>
      (
        await t
          .db('tasks')
          .insert({ org_id: a.orgId, number: n, title: `T${n}`, opportunity_id: opp.id, ...cols })
          .returning('id')
      )[0].id as string;
    const parent = await task(1, { phase_id: design });
    await task(2, { parent_task_id: parent });
    await task(3, { parent_task_id: parent, phase_id: build, status: 'completed' });
    await task(4, { phase_id: build, status: 'completed' });
    await task(5, {});
    const counts = await countPhaseTasks(t.db, a.orgId, opp.id);
    expect(Object.fromEntries(counts)).toEqual({ [design]: { taskCount: 1, doneCount: 0 }, [build]: { taskCount: 2, doneCount: 2 } });
    expect((await countPhaseTasks(t.db, b.orgId, opp.id)).size).toBe(0);
    expect(await countUnphasedTasks(t.db, a.orgId, opp.id)).toBe(1);
    expect(await countUnphasedTasks(t.db, b.orgId, opp.id)).toBe(0);
    expect(toOpportunityPhase((await findOpportunityPhase(t.db, a.orgId, launch))!, undefined)).toEqual({
      id: launch,
      opportunityId: opp.id,
      title: 'Launch',
      ownerId: null,
      targetDate: '2026-12-24',
      position: 3,
      taskCount: 0,
      doneCount: 0,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    await t.db.transaction(async (trx) => {
      expect(await deleteOpportunityPhase(trx, b.orgId, build)).toBe(0);
      expect(await deleteOpportunityPhase(trx, a.orgId, build)).toBe(1);
    });
    expect((await listAllOpportunityPhases(t.db, a.orgId, opp.id)).map((p) => p.title)).toEqual(['Design', 'Launch']);
  });
});
