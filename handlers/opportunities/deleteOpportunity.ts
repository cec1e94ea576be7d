import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/opportunities/{id} — {id, deleted: true}; tasks become orphans (spec 2 §4.7). */
export const deleteOpportunity: Handler<'deleteOpportunity'> = async ({ path }, ctx) =>
  ok(await ctx.services.opportunities.remove(ctx.actor, path.id), { actions: [link('list', 'listOpportunities')] });
