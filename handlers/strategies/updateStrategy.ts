import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { strategyActions } from './actions.js';

/**
 * PATCH /api/v1/strategies/{id} — name/content/changeNote; a change bumps the version and snapshots it (spec 2 §4.9).
 * Errors: 403 when the caller is not the owner (naming them); 409 when archived.
 */
export const updateStrategy: Handler<'updateStrategy'> = async ({ path, body }, ctx) => {
  const s = await ctx.services.strategies.update(ctx.actor, path.id, body);
  return ok(s, { actions: strategyActions(s, ctx.actor) });
};
