import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../../src/core/handler.js';
import { link, withQuery } from '../../src/core/actions.js';

/**
 * GET /api/v1/activities — an entity's change log, newest first, paged (spec 2 §4.3). Needs the entity's read
 * capability (403 naming it); an unknown entity is 404. Financial changes are left out without cost:read.
 */
export const listActivities: Handler<'listActivities'> = async ({ query }, ctx) => {
  const page = await ctx.services.platform.activities(ctx.actor, query.entityType, query.entityId, pageOf(query));
  return ok(page.rows, {
    nextCursor: page.nextCursor,
    actions: [withQuery(link('subscription', 'getSubscription'), { entityType: query.entityType, entityId: query.entityId })],
  });
};
