import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { visionActions } from './actions.js';

/** PATCH /api/v1/visions/{id} — name/narrative; a change bumps version and snapshots it (spec 2 §4.4). */
export const updateVision: Handler<'updateVision'> = async ({ path, body }, ctx) => {
  const v = await ctx.services.visions.update(ctx.actor, path.id, body);
  return ok(v, { actions: visionActions(v) });
};
