import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { objectiveActions } from './actions.js';

/** POST /api/v1/objectives — 201; metric block optional over REST, required by the MCP tool (spec 2 §4.5). */
export const createObjective: Handler<'createObjective'> = async ({ body }, ctx) => {
  const o = await ctx.services.objectives.create(ctx.actor, body);
  return created(o, { actions: objectiveActions(o) });
};
