import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { roomActions } from './actions.js';

/** POST /api/v1/rooms/{id}/archive — terminal, read-only afterwards; admins only; not DMs or the system room (422) (spec 2 §4.17). */
export const archiveRoom: Handler<'archiveRoom'> = async ({ path }, ctx) => {
  const room = await ctx.services.rooms.archive(ctx.actor, path.id);
  return ok(room, { actions: roomActions(room) });
};
