import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { userActions } from './actions.js';

/** GET /api/v1/users/{id} (spec 2 §4.20). Salary fields only for compensation readers. 404 when not in the caller's org. */
export const getUser: Handler<'getUser'> = async ({ path }, ctx) => {
  const user = await ctx.services.users.get(ctx.actor, path.id);
  return ok(user, { actions: userActions(user.id) });
};
