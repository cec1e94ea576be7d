import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/**
 * GET /api/v1/insights — newest first, paged (spec 2 §4.12). Filters status, customerId, opportunityId, taskId,
 * objectiveId (linked or with an impact), reviewTeamId, recordedById, tagId, q (full text); archived only with
 * includeArchived or status=archived.
 */
export const listInsights: Handler<'listInsights'> = async ({ query }, ctx) => {
  const page = await ctx.services.insights.list(ctx.actor, { ...query, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
