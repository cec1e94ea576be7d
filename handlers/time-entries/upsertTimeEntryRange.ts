import { link, withQuery } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * POST /api/v1/time-entries/upsert-range — replaces the caller's manual entries between from and to with rows, all
 * or nothing (spec 2 §4.16, §8). 400 naming body.to or body.rows.<i>.<field>; 404 naming a row's target; 409
 * INVALID_STATE_TRANSITION with error.data.entries when the window holds entries from an integration.
 */
export const upsertTimeEntryRange: Handler<'upsertTimeEntryRange'> = async ({ body }, ctx) => {
  const r = await ctx.services.timeEntries.upsertRange(ctx.actor, body);
  return ok(r, { actions: [withQuery(link('window', 'listTimeEntries'), { from: r.from, to: r.to })] });
};
