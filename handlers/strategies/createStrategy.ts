import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { strategyActions } from './actions.js';

/** POST /api/v1/strategies — 201 with a draft at version 1 owned by the caller; notifies the org (spec 2 §4.9, spec 1 §2.7). */
export const createStrategy: Handler<'createStrategy'> = async ({ body }, ctx) => {
  const s = await ctx.services.strategies.create(ctx.actor, body);
  return created(s, { actions: strategyActions(s, ctx.actor) });
};
