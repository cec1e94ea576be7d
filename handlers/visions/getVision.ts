import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { visionActions } from './actions.js';

/** GET /api/v1/visions/{id} — by UUID or VIS-<n>; 404 when absent or in another org (spec 2 §4.4). */
export const getVision: Handler<'getVision'> = async ({ path }, ctx) => {
  const v = await ctx.services.visions.get(ctx.actor, path.id);
  return ok(v, { actions: visionActions(v) });
};
