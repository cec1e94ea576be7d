import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** POST /api/v1/customers/{id}/opportunities — idempotent link; stepInstanceId omitted or null unpins (spec 2 §4.11). */
export const linkCustomerOpportunity: Handler<'linkCustomerOpportunity'> = async ({ path, body }, ctx) => {
  const l = await ctx.services.customers.opportunities.link(ctx.actor, path.id, body);
  return ok(l, {
    actions: [...subActions(path.id, 'listCustomerOpportunities', 'opportunities'), link('opportunity', 'getOpportunity', { id: l.opportunityRef })],
  });
};
