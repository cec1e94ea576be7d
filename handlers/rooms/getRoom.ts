import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { roomActions } from './actions.js';

/** GET /api/v1/rooms/{id} — the room with the caller's membership; 404 for a private room the caller is not in (spec 2 §4.17). */
export const getRoom: Handler<'getRoom'> = async ({ path }, ctx) => {
  const room = await ctx.services.rooms.get(ctx.actor, path.id);
  return ok(room, { actions: roomActions(room) });
};
