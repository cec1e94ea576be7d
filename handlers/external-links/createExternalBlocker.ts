import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { externalLinkActions } from './actions.js';

/**
 * POST /api/v1/external-links/blockers — 201 with a blocker (kind blocker) on a task or opportunity, created by the
 * caller (spec 2 §4.19). Errors: 403 for an opportunity without opportunity:update; 404 naming body.entityId.
 */
export const createExternalBlocker: Handler<'createExternalBlocker'> = async ({ body }, ctx) => {
  const link = await ctx.services.externalLinks.createBlocker(ctx.actor, body);
  return created(link, { actions: externalLinkActions(link, ctx.actor) });
};
