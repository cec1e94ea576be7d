import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { link, withQuery } from '../../src/core/actions.js';

/**
 * GET /api/v1/activities — an entity's change log, newest first, paged (spec 2 §4.3). Needs the entity's read
 * capability (403 naming it); an unknown entity is 404. Financial changes are left out without cost:read.
 * Rooms, messages and comments and templates, categories, tags and PRD templates are read by
 * UUID by whoever can read them (404 otherwise); they cannot be followed, so no subscription action. So are files
 * (by UUID, whoever sees the file), direction documents (UUID or ref) and time entries (by UUID: one's own, or
 * anyone's with compensation visibility); strategies are read like the other entity types.
 */
export const listActivities: Handler<'listActivities'> = async ({ query }, ctx) => {
  const { entityType: type, entityId } = query;
  if (type === 'template' || type === 'category' || type === 'tag' || type === 'prd_template') {
    const id = await ctx.services.platform.configurationId(ctx.actor, type, entityId, 'query.entityId');
    const page = await ctx.services.platform.activityLog(ctx.actor, type, id, pageOf(query));
    return ok(page.rows, { nextCursor: page.nextCursor });
  }
  if (type === 'room' || type === 'message' || type === 'comment' || type === 'file' || type === 'direction_document' || type === 'time_entry') {
    const service = {
      room: ctx.services.rooms,
      message: ctx.services.messages,
      comment: ctx.services.comments,
      file: ctx.services.files,
      direction_document: ctx.services.directionDocuments,
      time_entry: ctx.services.timeEntries,
    }[type];
    const id = await service.readableId(ctx.actor, entityId, 'query.entityId');
    const page = await ctx.services.platform.activityLog(ctx.actor, type, id, pageOf(query));
    return ok(page.rows, { nextCursor: page.nextCursor });
  }
  const page = await ctx.services.platform.activities(ctx.actor, type, entityId, pageOf(query));
  return ok(page.rows, {
    nextCursor: page.nextCursor,
    actions: [withQuery(link('subscription', 'getSubscription'), { entityType: type, entityId })],
  });
};
