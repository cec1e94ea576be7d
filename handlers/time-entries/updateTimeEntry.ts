import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { entryActions } from './actions.js';

/**
 * PATCH /api/v1/time-entries/{id} — one of the caller's manual entries; the result is validated as a whole (spec 2
 * §4.16). 404 naming path.id for another user's or an absent entry; 409 INVALID_STATE_TRANSITION for an
 * integration's; 400 as on create.
 */
export const updateTimeEntry: Handler<'updateTimeEntry'> = async ({ path, body }, ctx) => {
  const e = await ctx.services.timeEntries.update(ctx.actor, path.id, body);
  return ok(e, { actions: entryActions(e) });
};
