import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { membershipActions } from './actions.js';

/** PATCH /api/v1/rooms/{id}/membership — the caller's joined, pinned, notificationLevel, applied in the order join, pin, level, leave (spec 2 §4.17). */
export const updateRoomMembership: Handler<'updateRoomMembership'> = async ({ path, body }, ctx) => {
  const membership = await ctx.services.rooms.setMembership(ctx.actor, path.id, body);
  return ok(membership, { actions: membershipActions(membership) });
};
