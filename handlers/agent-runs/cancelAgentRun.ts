import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { agentRunActions } from './actions.js';

/**
 * POST /api/v1/agent-runs/{id}/cancel — queued or running → cancelled (finishedAt), the provider told best effort
 * through the run's integration (a row of its outbound ledger); a finished run comes back unchanged, 200 (spec 2
 * §4.19). Errors: 404 naming path.id.
 */
export const cancelAgentRun: Handler<'cancelAgentRun'> = async ({ path }, ctx) => {
  const run = await ctx.services.agentRuns.cancel(ctx.actor, path.id);
  return ok(run, { actions: agentRunActions(run) });
};
