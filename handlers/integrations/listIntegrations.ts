import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/**
 * GET /api/v1/integrations — the org's integrations (the built-in webhooks one, GitHub ones), oldest first, paged
 * (spec 2 §4.19). Credentials are never returned; a GitHub integration carries its absolute webhookUrl.
 */
export const listIntegrations: Handler<'listIntegrations'> = async ({ query }, ctx) => {
  const page = await ctx.services.integrations.list(ctx.actor, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
