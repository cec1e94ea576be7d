import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { agentRunActions } from './actions.js';

/**
 * POST /api/v1/agent-runs — 201 with a run on the task (taskId UUID or ref), queued or running (startedAt set),
 * created by the caller (spec 2 §4.19). Errors: 404 naming body.taskId or body.integrationId.
 */
export const createAgentRun: Handler<'createAgentRun'> = async ({ body }, ctx) => {
  const run = await ctx.services.agentRuns.create(ctx.actor, body);
  return created(run, { actions: agentRunActions(run) });
};
