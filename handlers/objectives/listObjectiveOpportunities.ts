import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/objectives/{id}/opportunities — unpaged, alphabetical, with link metadata (spec 2 §4.5). */
export const listObjectiveOpportunities: Handler<'listObjectiveOpportunities'> = async ({ path }, ctx) =>
  ok(await ctx.services.objectives.opportunities(ctx.actor, path.id));
