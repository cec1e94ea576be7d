import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { updateActions } from './deliveryActions.js';

/** POST /api/v1/opportunities/{id}/post-update — 201; also a system comment on the thread (spec 2 §4.7, §4.21 post_update). */
export const postOpportunityUpdate: Handler<'postOpportunityUpdate'> = async ({ path, body }, ctx) => {
  const { update, ref } = await ctx.services.updates.post(ctx.actor, path.id, body);
  return created(update, { actions: updateActions(ref) });
};
