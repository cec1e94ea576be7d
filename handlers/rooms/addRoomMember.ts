import { created, ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { memberActions } from './actions.js';

/** POST /api/v1/rooms/{id}/members — 201 added, 200 already a member (role as sent); admins only (spec 2 §4.17). */
export const addRoomMember: Handler<'addRoomMember'> = async ({ path, body }, ctx) => {
  const { member, created: isNew } = await ctx.services.rooms.addMember(ctx.actor, path.id, body.userId, body.role);
  return (isNew ? created : ok)(member, { actions: memberActions(path.id) });
};
