import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/direction-documents/changes — every published version, newest first; isCreation on version 1 (spec 2 §4.10). Paged. */
export const listDirectionDocumentChanges: Handler<'listDirectionDocumentChanges'> = async ({ query }, ctx) => {
  const page = await ctx.services.directionDocuments.changes(ctx.actor, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
