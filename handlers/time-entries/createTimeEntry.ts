import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { entryActions } from './actions.js';

/**
 * POST /api/v1/time-entries — 201 with the entry (spec 2 §4.16). 400 naming the field: not exactly one target, a
 * target on vacation/sick, a missing note (misc, vacation, sick), hours with more than 2 decimals, a day past 24 h
 * (body.hours); 404 naming body.opportunityId / body.taskId / body.miscCategoryId outside the org.
 */
export const createTimeEntry: Handler<'createTimeEntry'> = async ({ body }, ctx) => {
  const e = await ctx.services.timeEntries.create(ctx.actor, body);
  return created(e, { actions: entryActions(e) });
};
