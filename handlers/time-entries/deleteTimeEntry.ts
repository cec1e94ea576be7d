import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { weekAction } from './actions.js';

/**
 * DELETE /api/v1/time-entries/{id} — one of the caller's manual entries (spec 2 §4.16). 404 naming path.id for
 * another user's or an absent entry; 409 INVALID_STATE_TRANSITION for an integration's.
 */
export const deleteTimeEntry: Handler<'deleteTimeEntry'> = async ({ path }, ctx) => {
  const { id, deleted, entryDate } = await ctx.services.timeEntries.remove(ctx.actor, path.id);
  return ok({ id, deleted }, { actions: [weekAction(entryDate)] });
};
