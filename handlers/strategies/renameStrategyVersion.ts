import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { strategyVersionActions } from './actions.js';

/**
 * POST /api/v1/strategies/{id}/versions/{version}/rename — sets the version's label; empty clears it to v{n}
 * (spec 2 §4.9). Errors: 403 when the caller is not the owner; 404 naming path.version; 409 when archived.
 */
export const renameStrategyVersion: Handler<'renameStrategyVersion'> = async ({ path, body }, ctx) => {
  const v = await ctx.services.strategies.renameVersion(ctx.actor, path.id, path.version, body.note);
  return ok(v, { actions: strategyVersionActions(path.id, v) });
};
