import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { threadActions } from './actions.js';

/** GET /api/v1/comments?entityType&entityId — the entity's thread, oldest first; archived ones only with includeArchived (spec 2 §4.17). Paged. */
export const listComments: Handler<'listComments'> = async ({ query }, ctx) => {
  const page = await ctx.services.comments.list(ctx.actor, { ...query, includeArchived: query.includeArchived ?? false, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor, actions: threadActions(query.entityType, page.entityId) });
};
