import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { integrationEventsActions } from './actions.js';

/**
 * GET /api/v1/integrations/{id}/events — the integration's inbound and outbound ledger, newest first, paged; filters
 * direction and status (spec 2 §4.19, §6.4). Summaries only, never raw payloads. Errors: 404 NOT_FOUND naming
 * path.id when the integration is absent or in another org.
 */
export const listIntegrationEvents: Handler<'listIntegrationEvents'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.integrations.events(ctx.actor, path.id, { direction: query.direction, status: query.status, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor, actions: integrationEventsActions(page.integrationId) });
};
