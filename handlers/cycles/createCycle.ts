import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { cycleActions } from './actions.js';

/**
 * POST /api/v1/cycles — 201 with the cycle (spec 2 §4.8): number per team, name default "Cycle <number>". 404 naming
 * body.teamId; 400 naming body.endsOn when it is before startsOn; 409 ALREADY_EXISTS naming the overlapping cycle in
 * error.data.
 */
export const createCycle: Handler<'createCycle'> = async ({ body }, ctx) => {
  const c = await ctx.services.cycles.create(ctx.actor, body);
  return created(c, { actions: cycleActions(c) });
};
