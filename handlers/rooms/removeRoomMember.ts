import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { memberActions } from './actions.js';

/** DELETE /api/v1/rooms/{id}/members/{userId} — {roomId, userId, deleted: true}; admins remove others, members themselves; an admin never themself (422) (spec 2 §4.17). */
export const removeRoomMember: Handler<'removeRoomMember'> = async ({ path }, ctx) =>
  ok(await ctx.services.rooms.removeMember(ctx.actor, path.id, path.userId), { actions: memberActions(path.id) });
