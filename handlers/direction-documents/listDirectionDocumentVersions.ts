import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/direction-documents/{id}/versions — published versions, newest first (spec 2 §4.10). Paged. */
export const listDirectionDocumentVersions: Handler<'listDirectionDocumentVersions'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.directionDocuments.versions(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
