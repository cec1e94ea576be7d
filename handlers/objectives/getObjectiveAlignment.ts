import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/objectives/alignment — unpaged grid (spec 2 §4.5). */
export const getObjectiveAlignment: Handler<'getObjectiveAlignment'> = async (_input, ctx) =>
  ok(await ctx.services.objectives.alignment(ctx.actor), { actions: [link('objectives', 'listObjectives')] });
