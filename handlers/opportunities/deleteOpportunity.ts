import { ok } from '../../src/http/envelope.js';
import { link } from '../../src/http/actions.js';
import type { Handler } from '../../src/http/handler.js';

/** DELETE /api/v1/opportunities/{id} — {id, deleted: true}; tasks become orphans (spec 2 §4.7). */
export const deleteOpportunity: Handler<'deleteOpportunity'> = async ({ path }, ctx) =>
  ok(await ctx.services.opportunities.remove(ctx.actor, path.id), { actions: [link('list', 'listOpportunities')] });
