import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { roomActions } from './actions.js';

/** PATCH /api/v1/rooms/{id} — name, description; admins only (403); not DMs or the system room (422); archived rooms 409 (spec 2 §4.17). */
export const updateRoom: Handler<'updateRoom'> = async ({ path, body }, ctx) => {
  const room = await ctx.services.rooms.update(ctx.actor, path.id, body);
  return ok(room, { actions: roomActions(room) });
};
