import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { userActions } from './actions.js';

/** PATCH /api/v1/users/{id} — salary pair needs a leadership role (spec 2 §4.20). */
export const updateUser: Handler<'updateUser'> = async ({ path, body }, ctx) => {
  const user = await ctx.services.users.update(ctx.actor, path.id, body);
  return ok(user, { actions: userActions(user.id) });
};
