/**
 * The planned-work summary of a cycle on the real server (spec 2 §4.8): coverage on a hand-computed example and its
 * window rule.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { Cycle, ErrorEnvelope } from '../../sdk/src/index';
import { newUser } from '../lib/orgs.js';
import { envelope, failure as expectFailure, must as data, ok, raw } from '../lib/sdkAs.js';
import { useCyclesOrg, org, admin, me, team, cycle, task, status } from './_setup.js';

useCyclesOrg();
const summary = (params: sdk.GetPlannedWorkSummaryParams) => sdk.getPlannedWorkSummary(params, admin);
/** Follows an offered action as a client follows a link: raw HTTP, its href is data, not an SDK function. */
const follow = (a: sdk.Action) => raw(org.apiKey, a.method, a.href);

describe('planned-work summary (spec 2 §4.8)', () => {
  it('per cycle and in total, on a hand-computed example; open unscheduled tasks; weekly hours never shown', async () => {
    const p = await team('Planning', 'CYP');
    const q = await team('Quiet', 'CYQ');
    const outsider = await newUser(org.orgId, 'engineer', 'Outsider');
    // members: the admin (40 h/week) and the engineer (20 h/week) → 60 h/week; the outsider (100) is in no team
    data(await sdk.updateUser(me, { weeklyHours: 40 }, undefined, admin));
    data(await sdk.updateUser(org.engineerId, { weeklyHours: 20 }, undefined, admin));
    data(await sdk.updateUser(outsider.userId, { weeklyHours: 100 }, undefined, admin));
    for (const userId of [me, org.engineerId]) data(await sdk.addTeamMember(p.id, { userId }, undefined, admin));

    const p1 = await cycle(p.id, '2031-03-02', '2031-03-15');
    const p2 = await cycle(p.id, '2031-03-16', '2031-03-29');
    const outOfWindow = await cycle(p.id, '2031-04-20', '2031-04-26');
    const quiet = await cycle(q.id, '2031-03-10', '2031-03-12'); // no members: no capacity
    const scheduled = async (c: Cycle, estimateMinutes: number | null, ...moves: sdk.SetTaskStatusBody['status'][]) => {
      const x = await task({ teamId: c.teamId, ...(estimateMinutes === null ? {} : { estimateMinutes }) });
      data(await sdk.moveTaskCycle(x.ref, { cycleId: c.id }, undefined, admin));
      await status(x.ref, ...moves);
      return x;
    };
    // p1: 600 + 300 + unestimated + completed 120 count; cancelled 1000 does not
    await scheduled(p1, 600);
    const second = await scheduled(p1, null);
    data(await sdk.updateTask(second.ref, { estimateMinutes: 300 }, undefined, admin));
    await scheduled(p1, null);
    await scheduled(p1, 120, 'in_progress', 'completed');
    await scheduled(p1, 1000, 'cancelled');
    await scheduled(p2, 2520);
    await scheduled(p2, 500, 'duplicate');
    await scheduled(outOfWindow, 999);
    await scheduled(quiet, 90);
    // unscheduled, open: 60 and unestimated; completed and cancelled ones do not count
    await task({ teamId: p.id, estimateMinutes: 60 });
    await task({ teamId: p.id });
    const done = await task({ teamId: p.id, estimateMinutes: 45 });
    await status(done.ref, 'in_progress', 'completed');
    const dropped = await task({ teamId: p.id, estimateMinutes: 45 });
    await status(dropped.ref, 'cancelled');

    // window 2031-03-05..2031-03-20: p1 has 11 days inside (60 × 11/7 = 94.29 h), p2 has 5 (60 × 5/7 = 42.86 h)
    const r = envelope(await summary({ from: '2031-03-05', to: '2031-03-20', teamId: 'CYP' }));
    expect(r.data).toEqual({
      from: '2031-03-05',
      to: '2031-03-20',
      teamId: p.id,
      cycles: [
        // 17 h / 94.29 h
        {
          cycleId: p1.id,
          teamId: p.id,
          name: 'Cycle 1',
          startsOn: '2031-03-02',
          endsOn: '2031-03-15',
          tasks: 4,
          estimatedMinutes: 1020,
          unestimatedTasks: 1,
          capacityHours: 94.29,
          coverage: 0.18,
        },
        // 42 h / 42.86 h
        {
          cycleId: p2.id,
          teamId: p.id,
          name: 'Cycle 2',
          startsOn: '2031-03-16',
          endsOn: '2031-03-29',
          tasks: 1,
          estimatedMinutes: 2520,
          unestimatedTasks: 0,
          capacityHours: 42.86,
          coverage: 0.98,
        },
      ],
      // 59 h / 137.15 h
      total: { tasks: 5, estimatedMinutes: 3540, unestimatedTasks: 1, capacityHours: 137.15, coverage: 0.43 },
      unscheduled: { tasks: 2, estimatedMinutes: 60, unestimatedTasks: 1 },
    });
    expect(JSON.stringify(r)).not.toMatch(/weeklyHours|weekly_hours/);
    expect(r.actions.map((a) => a.name)).toEqual(['listTasks', 'listCycles']);
    for (const a of r.actions) ok(await follow(a));

    // without a team: every team's cycles in the window (the quiet one has no capacity: coverage null), totals recomputed
    const everyone = data(await summary({ from: '2031-03-05', to: '2031-03-20' }));
    expect(everyone.teamId).toBeNull();
    expect(everyone.cycles.map((c) => c.cycleId)).toEqual([p1.id, quiet.id, p2.id]);
    expect(everyone.cycles[1]).toMatchObject({ tasks: 1, estimatedMinutes: 90, capacityHours: 0, coverage: null });
    // 60.5 h / 137.15 h
    expect(everyone.total).toEqual({ tasks: 6, estimatedMinutes: 3630, unestimatedTasks: 1, capacityHours: 137.15, coverage: 0.44 });
    expect(everyone.unscheduled.tasks).toBeGreaterThanOrEqual(2);

    // one day, inside p1 only: 60 × 1/7 = 8.57 h
    const day = data(await summary({ from: '2031-03-10', to: '2031-03-10', teamId: 'CYP' }));
    expect(day.cycles.map((c) => [c.cycleId, c.capacityHours, c.coverage])).toEqual([[p1.id, 8.57, 1.98]]);
    // an empty window
    const none = data(await summary({ from: '2035-01-01', to: '2035-01-31', teamId: 'CYP' }));
    expect(none.cycles).toEqual([]);
    expect(none.total).toEqual({ tasks: 0, estimatedMinutes: 0, unestimatedTasks: 0, capacityHours: 0, coverage: null });
  });

  it('the window is at most 366 days and to is not before from (400 naming query.to); an unknown team is 404', async () => {
    ok(await summary({ from: '2031-01-01', to: '2031-12-31' }));
    ok(await summary({ from: '2032-01-01', to: '2032-12-31' })); // a leap year: 366 days
    ok(await summary({ from: '2031-01-01', to: '2032-01-01' })); // 366 days
    const long = expectFailure(await summary({ from: '2031-01-01', to: '2032-01-02' }), 400, 'VALIDATION_FAILED', 'query.to');
    expect(long.message).toMatch(/367 days/);
    expectFailure(await summary({ from: '2031-01-02', to: '2031-01-01' }), 400, 'VALIDATION_FAILED', 'query.to');
    // a missing required parameter: raw HTTP, the SDK's types do not let it be left out
    expectFailure(await raw<ErrorEnvelope>(org.apiKey, 'GET', '/api/v1/tasks/planned-work-summary?from=2031-01-01'), 400, 'VALIDATION_FAILED', 'query.to');
    expectFailure(await summary({ from: '2031-02-30', to: '2031-03-01' }), 400, 'VALIDATION_FAILED');
    expectFailure(await summary({ from: '2031-01-01', to: '2031-01-31', teamId: randomUUID() }), 404, 'NOT_FOUND', 'query.teamId');
    expectFailure(await summary({ from: '2031-01-01', to: '2031-01-31', teamId: 'ZZZ' }), 404, 'NOT_FOUND', 'query.teamId');
  });
});
