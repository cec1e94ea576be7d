import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/cycles — team iterations by start date, optionally one team's (teamId: UUID or prefix); paged (spec 2 §4.8). */
export const listCycles: Handler<'listCycles'> = async ({ query }, ctx) => {
  const page = await ctx.services.cycles.list(ctx.actor, { teamId: query.teamId, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
