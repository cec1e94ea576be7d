import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { roomLink } from './actions.js';

/** GET /api/v1/rooms/{id}/members — members by name with their role (spec 2 §4.17). Paged. */
export const listRoomMembers: Handler<'listRoomMembers'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.rooms.members(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor, actions: [roomLink(path.id)] });
};
