import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { costWindowActions, narrowerWindows } from './actions.js';

/**
 * GET /api/v1/time-entries/costs-for-range — every tracked entry of the window with its cost, at most 5000 rows with
 * truncated (cost:read; spec 2 §4.16, §8). A truncated answer offers the two halves of its window.
 */
export const listTimeEntryCosts: Handler<'listTimeEntryCosts'> = async ({ query }, ctx) => {
  const c = await ctx.services.timeEntries.costsForRange(ctx.actor, query);
  const q = { from: c.from, to: c.to, teamId: query.teamId ?? null };
  return ok(c, { actions: [...costWindowActions(q, 'costs'), ...(c.truncated ? narrowerWindows(q) : [])] });
};
