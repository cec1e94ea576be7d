import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { reviewActions } from './actions.js';

/** GET /api/v1/customers/{id}/reviews — the customer's stored reviews, newest first (spec 2 §4.11). Paged. */
export const listCustomerReviews: Handler<'listCustomerReviews'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.reviews.list(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor, actions: reviewActions(path.id).filter((a) => a.rel !== 'reviews') });
};
