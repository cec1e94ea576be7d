import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { documentActions } from './actions.js';

/** GET /api/v1/direction-documents/{id} — the published body and contentHash, by UUID or ref (spec 2 §4.10). */
export const getDirectionDocument: Handler<'getDirectionDocument'> = async ({ path }, ctx) => {
  const d = await ctx.services.directionDocuments.get(ctx.actor, path.id);
  return ok(d, { actions: documentActions(d, ctx.actor) });
};
