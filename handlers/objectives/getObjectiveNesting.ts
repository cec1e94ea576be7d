import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/objectives/{id}/nesting — parent, children, alsoServes, supportedBy (spec 2 §4.5). */
export const getObjectiveNesting: Handler<'getObjectiveNesting'> = async ({ path }, ctx) =>
  ok(await ctx.services.objectives.nesting(ctx.actor, path.id), {
    actions: [link('objective', 'getObjective', { id: path.id }), link('opportunities', 'listObjectiveOpportunities', { id: path.id })],
  });
