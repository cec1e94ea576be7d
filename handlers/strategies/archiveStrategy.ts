import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { strategyActions } from './actions.js';

/**
 * POST /api/v1/strategies/{id}/archive — draft or active → archived, read-only from then on (spec 2 §4.9, spec 1 §3.2).
 * Errors: 403 when the caller is not the owner; 409 when already archived.
 */
export const archiveStrategy: Handler<'archiveStrategy'> = async ({ path }, ctx) => {
  const s = await ctx.services.strategies.archive(ctx.actor, path.id);
  return ok(s, { actions: strategyActions(s, ctx.actor) });
};
