import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { agentRunActions } from './actions.js';

/**
 * PATCH /api/v1/agent-runs/{id} — status queued → running | failed | cancelled, running → succeeded | failed |
 * cancelled (startedAt on entering running, finishedAt on a final status); summary, url and externalId at any time,
 * final runs included (spec 2 §4.19). The current status again is a no-op. Errors: 404 naming path.id;
 * 409 INVALID_STATE_TRANSITION with data {from, to, allowed}.
 */
export const updateAgentRun: Handler<'updateAgentRun'> = async ({ path, body }, ctx) => {
  const run = await ctx.services.agentRuns.update(ctx.actor, path.id, body);
  return ok(run, { actions: agentRunActions(run) });
};
