import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { reviewActions } from './actions.js';

/** GET /api/v1/customers/{id}/reviews/{reviewId} — one stored review; 404 when not this customer's (spec 2 §4.11). */
export const getCustomerReview: Handler<'getCustomerReview'> = async ({ path }, ctx) => {
  const r = await ctx.services.reviews.get(ctx.actor, path.id, path.reviewId);
  return ok(r, { actions: reviewActions(path.id, r).filter((a) => a.rel !== 'self') });
};
