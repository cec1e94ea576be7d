import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { link, withQuery } from '../../src/core/actions.js';

/**
 * GET /api/v1/tasks/planned-work-summary — `{from, to, teamId?}` (spec 2 §4.8): per cycle overlapping the window and
 * in total, tasks, estimates, capacity and coverage, plus open unscheduled tasks. 400 naming query.to when to is before
 * from or the window is over 366 days.
 */
export const getPlannedWorkSummary: Handler<'getPlannedWorkSummary'> = async ({ query }, ctx) => {
  const s = await ctx.services.cycles.plannedWork(ctx.actor, { from: query.from, to: query.to, teamId: query.teamId });
  const scope: Record<string, string> = s.teamId ? { teamId: s.teamId } : {};
  return ok(s, {
    actions: [
      withQuery(link('unscheduled', 'listTasks'), { 'unscheduled-to-cycle': true, ...scope }),
      s.teamId ? withQuery(link('cycles', 'listCycles'), scope) : link('cycles', 'listCycles'),
    ],
  });
};
