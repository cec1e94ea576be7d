import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** POST /api/v1/opportunities/{id}/set-state — backlog, in_progress, completed; 409 otherwise (spec 1 §3.2). */
export const setOpportunityState: Handler<'setOpportunityState'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.opportunities.setState(ctx.actor, path.id, body.state);
  return ok(o, { actions: opportunityActions(o) });
};
