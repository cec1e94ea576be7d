import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/opportunities/{id}/unphased-task-count — top-level tasks without a phase (spec 2 §4.7). */
export const getOpportunityUnphasedTaskCount: Handler<'getOpportunityUnphasedTaskCount'> = async ({ path }, ctx) => {
  const { opportunityId, count, ref } = await ctx.services.phases.unphasedCount(ctx.actor, path.id);
  return ok({ opportunityId, count }, { actions: [link('tasks', 'listOpportunityTasks', { id: ref }), link('phases', 'listOpportunityPhases', { id: ref })] });
};
