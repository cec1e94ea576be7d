import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { categoryActions } from './actions.js';

/** GET /api/v1/categories/{id} — 404 when absent or in another org (spec 2 §4.13). */
export const getCategory: Handler<'getCategory'> = async ({ path }, ctx) =>
  ok(await ctx.services.categories.get(ctx.actor, path.id), { actions: categoryActions(path.id) });
