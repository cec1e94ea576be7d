import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { documentActions } from './actions.js';

/** PATCH /api/v1/direction-documents/{id} — keys and app tokens edit the draft; a person's token publishes (spec 2 §4.10). */
export const updateDirectionDocument: Handler<'updateDirectionDocument'> = async ({ path, body }, ctx) => {
  const d = await ctx.services.directionDocuments.update(ctx.actor, path.id, body);
  return ok(d, { actions: documentActions(d, ctx.actor) });
};
