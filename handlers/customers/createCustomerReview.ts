import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { reviewActions } from './actions.js';

/**
 * POST /api/v1/customers/{id}/reviews — 201: builds and stores the digest since from (not in the future, 400) to
 * today, with its narrative (spec 1 §2.8, spec 2 §4.11).
 */
export const createCustomerReview: Handler<'createCustomerReview'> = async ({ path, body }, ctx) => {
  const r = await ctx.services.reviews.create(ctx.actor, path.id, body);
  return created(r, { actions: reviewActions(path.id, r) });
};
