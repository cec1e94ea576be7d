import { created, ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { externalLinkActions } from './actions.js';

/**
 * POST /api/v1/external-links/messages — links a chat message to a task or opportunity (spec 2 §4.19): 201 with the
 * new link, or 200 with the existing one when the same (provider, channelId, messageId) is linked to that entity
 * already. Errors: 403 for an opportunity without opportunity:update; 404 naming body.entityId.
 */
export const createExternalMessageLink: Handler<'createExternalMessageLink'> = async ({ body }, ctx) => {
  const { link, created: isNew } = await ctx.services.externalLinks.linkMessage(ctx.actor, body);
  const actions = externalLinkActions(link, ctx.actor);
  return isNew ? created(link, { actions }) : ok(link, { actions });
};
