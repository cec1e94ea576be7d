import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { earlierWindow } from './actions.js';

/**
 * GET /api/v1/time-entries — the caller's entries between from and to (default: the 30 days before today, and
 * today), newest day first, paged (spec 2 §4.16). 400 naming query.to for a reversed or >366-day window; 403 for
 * engineerId of another user without compensation:read or a leadership role; 404 naming query.engineerId.
 */
export const listTimeEntries: Handler<'listTimeEntries'> = async ({ query }, ctx) => {
  const page = await ctx.services.timeEntries.list(ctx.actor, { from: query.from, to: query.to, engineerId: query.engineerId, ...pageOf(query) });
  const other = page.userId !== ctx.actor.userId ? page.userId : undefined;
  return ok(page.rows, { nextCursor: page.nextCursor, actions: [earlierWindow(page.from, page.to, other)] });
};
