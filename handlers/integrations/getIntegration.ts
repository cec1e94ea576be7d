import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { integrationActions } from './actions.js';

/**
 * GET /api/v1/integrations/{id} — one integration by UUID, credentials withheld (spec 2 §4.19). Errors: 404
 * NOT_FOUND naming path.id when absent or in another org.
 */
export const getIntegration: Handler<'getIntegration'> = async ({ path }, ctx) => {
  const i = await ctx.services.integrations.get(ctx.actor, path.id);
  return ok(i, { actions: integrationActions(i) });
};
