import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/visions/{id}/objectives — by number; needs vision:read and objective:read (spec 2 §4.4). Paged. */
export const listVisionObjectives: Handler<'listVisionObjectives'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.visions.listObjectives(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
