import { created, ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { roomActions } from './actions.js';

/** POST /api/v1/rooms/dm — the DM with another user: 201 when created, 200 when it existed; 400 with yourself (spec 2 §4.17). */
export const createDmRoom: Handler<'createDmRoom'> = async ({ body }, ctx) => {
  const { room, created: isNew } = await ctx.services.rooms.openDm(ctx.actor, body.userId);
  return (isNew ? created : ok)(room, { actions: roomActions(room) });
};
