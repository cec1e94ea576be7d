import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { entityLinkActions } from './actions.js';

/**
 * GET /api/v1/external-links?entityType&entityId(&kind) — pull requests, chat messages and blockers linked to a task
 * or an opportunity (UUID or ref), oldest first, paged (spec 2 §4.19). Errors: 403 for an opportunity without
 * opportunity:read; 404 naming query.entityId when the entity is absent or another org's.
 */
export const listExternalLinks: Handler<'listExternalLinks'> = async ({ query }, ctx) => {
  const page = await ctx.services.externalLinks.list(ctx.actor, { entityType: query.entityType, entityId: query.entityId, kind: query.kind, ...pageOf(query) });
  return ok(page.rows, {
    nextCursor: page.nextCursor,
    actions: entityLinkActions(query.entityType, page.entityId, ctx.actor).filter((a) => a.rel !== 'links'),
  });
};
