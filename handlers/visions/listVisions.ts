import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/visions — company vision first, then by number; filter kind (spec 2 §4.4). Paged. */
export const listVisions: Handler<'listVisions'> = async ({ query }, ctx) => {
  const page = await ctx.services.visions.list(ctx.actor, { kind: query.kind, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
