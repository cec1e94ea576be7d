import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { roomActions } from './actions.js';

/** POST /api/v1/rooms — 201 with the group room; the caller is its admin; 422 without another member (spec 2 §4.17). */
export const createRoom: Handler<'createRoom'> = async ({ body }, ctx) => {
  const room = await ctx.services.rooms.create(ctx.actor, body);
  return created(room, { actions: roomActions(room) });
};
