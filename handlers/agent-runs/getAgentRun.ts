import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { agentRunActions } from './actions.js';

/** GET /api/v1/agent-runs/{id} — one run with its task's ref (spec 2 §4.19). 404 naming path.id. */
export const getAgentRun: Handler<'getAgentRun'> = async ({ path }, ctx) => {
  const run = await ctx.services.agentRuns.get(ctx.actor, path.id);
  return ok(run, { actions: agentRunActions(run) });
};
