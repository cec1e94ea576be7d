import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/objectives — filters visionId, metricId, driId, status; by number (spec 2 §4.5). Paged. */
export const listObjectives: Handler<'listObjectives'> = async ({ query }, ctx) => {
  const page = await ctx.services.objectives.list(ctx.actor, { ...query, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
