import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/visions/{id}/versions — newest first (spec 2 §4.4). Paged. */
export const listVisionVersions: Handler<'listVisionVersions'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.visions.listVersions(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
