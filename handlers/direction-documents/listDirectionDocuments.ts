import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/direction-documents — by kind then number; filters kind, scope, status; no body; unreadable kinds left out (spec 2 §4.10). Paged. */
export const listDirectionDocuments: Handler<'listDirectionDocuments'> = async ({ query }, ctx) => {
  const page = await ctx.services.directionDocuments.list(ctx.actor, { kind: query.kind, scope: query.scope, status: query.status, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
