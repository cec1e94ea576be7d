import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { cycleActions } from './actions.js';

/** PATCH /api/v1/cycles/{id} — name and dates (spec 2 §4.8). 404 naming path.id; 400 when it would end before it starts; 409 on overlap. */
export const updateCycle: Handler<'updateCycle'> = async ({ path, body }, ctx) => {
  const c = await ctx.services.cycles.update(ctx.actor, path.id, body);
  return ok(c, { actions: cycleActions(c) });
};
