import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** DELETE /api/v1/customers/{id}/opportunities/{opportunityId} — {id: the opportunity's, deleted: true}; 404 when not linked (spec 2 §4.11). */
export const unlinkCustomerOpportunity: Handler<'unlinkCustomerOpportunity'> = async ({ path }, ctx) =>
  ok(await ctx.services.customers.opportunities.unlink(ctx.actor, path.id, path.opportunityId), {
    actions: subActions(path.id, 'listCustomerOpportunities', 'opportunities'),
  });
