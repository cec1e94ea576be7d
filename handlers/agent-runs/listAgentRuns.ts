import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/**
 * GET /api/v1/agent-runs — the runs of one task (taskId, UUID or ref) or of one integration (integrationId), newest
 * first, filter status, paged (spec 2 §4.19). Errors: 400 VALIDATION_FAILED naming both fields when both or neither
 * are sent; 404 naming the field when the task or integration is not the org's.
 */
export const listAgentRuns: Handler<'listAgentRuns'> = async ({ query }, ctx) => {
  const page = await ctx.services.agentRuns.list(ctx.actor, {
    taskId: query.taskId,
    integrationId: query.integrationId,
    status: query.status,
    ...pageOf(query),
  });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
