import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { categoryActions } from './actions.js';

/** PATCH /api/v1/categories/{id} — label, color, sortOrder; the slug never changes (spec 2 §4.13, spec 1 §2.10). */
export const updateCategory: Handler<'updateCategory'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.categories.update(ctx.actor, path.id, body), { actions: categoryActions(path.id) });
