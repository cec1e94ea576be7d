import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { documentActions } from './actions.js';

/** POST /api/v1/direction-documents/{id}/publish — the draft becomes the next version; people only (403 for keys and app tokens) (spec 2 §4.10). */
export const publishDirectionDocument: Handler<'publishDirectionDocument'> = async ({ path, body }, ctx) => {
  const d = await ctx.services.directionDocuments.publish(ctx.actor, path.id, body ?? {});
  return ok(d, { actions: documentActions(d, ctx.actor) });
};
