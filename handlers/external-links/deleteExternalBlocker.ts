import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { entityLinkActions } from './actions.js';

/**
 * DELETE /api/v1/external-links/blockers/{blockerId} — {id, deleted: true} (spec 2 §4.19). Errors: 404 naming
 * path.blockerId when absent, another org's, or a pull request or message link (only blockers are removed here);
 * 403 for an opportunity's blocker without opportunity:update.
 */
export const deleteExternalBlocker: Handler<'deleteExternalBlocker'> = async ({ path }, ctx) => {
  const { id, deleted, link } = await ctx.services.externalLinks.deleteBlocker(ctx.actor, path.blockerId);
  return ok({ id, deleted }, { actions: entityLinkActions(link.entityType, link.entityId, ctx.actor) });
};
