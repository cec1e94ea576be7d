import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/webhook-subscriptions — the org's subscriptions, oldest first; filter active; secrets never returned (spec 2 §4.14). Paged. */
export const listWebhookSubscriptions: Handler<'listWebhookSubscriptions'> = async ({ query }, ctx) => {
  const page = await ctx.services.webhooks.list(ctx.actor, { active: query.active, ...pageOf(query) });
  // No `create` action: it needs a url and event types only the caller knows (an action offered must succeed as is).
  return ok(page.rows, { nextCursor: page.nextCursor, actions: [] });
};
