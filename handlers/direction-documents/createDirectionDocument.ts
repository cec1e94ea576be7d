import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { documentActions } from './actions.js';

/** POST /api/v1/direction-documents — 201; a draft unless a person publishes (keys and app tokens: 403 with publish) (spec 2 §4.10). */
export const createDirectionDocument: Handler<'createDirectionDocument'> = async ({ body }, ctx) => {
  const d = await ctx.services.directionDocuments.create(ctx.actor, body);
  return created(d, { actions: documentActions(d, ctx.actor) });
};
