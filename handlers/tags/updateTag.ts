import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { tagActions } from './actions.js';

/** PATCH /api/v1/tags/{id} — name, color (null clears it); 409 ALREADY_EXISTS for a taken name (spec 2 §4.21). */
export const updateTag: Handler<'updateTag'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.tags.update(ctx.actor, path.id, body), { actions: tagActions() });
