import { link } from '../../src/http/actions.js';
import { ok } from '../../src/http/envelope.js';
import type { Handler } from '../../src/http/handler.js';

/** GET /api/v1/objectives/alignment — unpaged grid (spec 2 §4.5). */
export const getObjectiveAlignment: Handler<'getObjectiveAlignment'> = async (_input, ctx) => ok(await ctx.services.objectives.alignment(ctx.actor), { actions: [link('objectives', 'listObjectives')] });
