import { ok } from '../../src/core/envelope.js';
import { link, withQuery } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/opportunities/phases/{fromPhaseId}/handoff — a system comment and the next owner notified; empty note: no-op (spec 2 §4.7). */
export const handoffOpportunityPhase: Handler<'handoffOpportunityPhase'> = async ({ path, body }, ctx) => {
  const { result, opportunityId } = await ctx.services.phases.handoff(ctx.actor, path.fromPhaseId, body?.note);
  return ok(result, {
    actions: [
      link('phases', 'listOpportunityPhases', { id: opportunityId }),
      ...(result.commentId ? [withQuery(link('comments', 'listComments'), { entityType: 'opportunity', entityId: opportunityId })] : []),
    ],
  });
};
