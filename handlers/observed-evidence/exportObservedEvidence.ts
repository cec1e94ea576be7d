import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/**
 * GET /api/v1/observed-evidence/export — a user's evidence (the caller's by default), oldest first, within from..to,
 * paged (spec 2 §4.19). Errors: 400 naming query.from when from is after to; 404 naming query.subjectUserId for a
 * user outside the org; 403 for another user's without allocation:read.
 */
export const exportObservedEvidence: Handler<'exportObservedEvidence'> = async ({ query }, ctx) => {
  const page = await ctx.services.observedEvidence.export(ctx.actor, { subjectUserId: query.subjectUserId, from: query.from, to: query.to, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
