import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/rooms — scope mine (default: your rooms and the system room) or open (open group rooms you can join), by name (spec 2 §4.17). Paged. */
export const listRooms: Handler<'listRooms'> = async ({ query }, ctx) => {
  const page = await ctx.services.rooms.list(ctx.actor, { scope: query.scope ?? 'mine', ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
