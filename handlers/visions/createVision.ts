import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { visionActions } from './actions.js';

/** POST /api/v1/visions — 201 with the vision at version 1; 409 ALREADY_EXISTS for a second company vision (spec 2 §4.4). */
export const createVision: Handler<'createVision'> = async ({ body }, ctx) => {
  const v = await ctx.services.visions.create(ctx.actor, body);
  return created(v, { actions: visionActions(v) });
};
