import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { listActions } from './actions.js';

/**
 * GET /api/v1/files — the org's files newest first, or one record's (entityType and entityId together, else 400
 * naming the missing one); optional status; paged (spec 2 §4.18). file:manage. No downloadUrl in lists.
 */
export const listFiles: Handler<'listFiles'> = async ({ query }, ctx) => {
  const page = await ctx.services.files.list(ctx.actor, { entityType: query.entityType, entityId: query.entityId, status: query.status, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor, actions: listActions() });
};
