import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { documentActions } from './actions.js';

/** POST /api/v1/direction-documents/{id}/archive — strategy, product_spec, context only; read-only afterwards (spec 2 §4.10). */
export const archiveDirectionDocument: Handler<'archiveDirectionDocument'> = async ({ path }, ctx) => {
  const d = await ctx.services.directionDocuments.archive(ctx.actor, path.id);
  return ok(d, { actions: documentActions(d, ctx.actor) });
};
