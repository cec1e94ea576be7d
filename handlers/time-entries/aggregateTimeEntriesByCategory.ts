import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { costWindowActions } from './actions.js';

/**
 * GET /api/v1/time-entries/aggregate-by-category — tracked hours and cost by category between from and to,
 * optionally one team's members (cost:read; spec 2 §4.16). 400 naming query.to; 404 naming query.teamId.
 */
export const aggregateTimeEntriesByCategory: Handler<'aggregateTimeEntriesByCategory'> = async ({ query }, ctx) => {
  const a = await ctx.services.timeEntries.aggregateByCategory(ctx.actor, query);
  return ok(a, { actions: costWindowActions(a, 'aggregate') });
};
