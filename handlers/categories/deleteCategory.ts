import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/categories/{id} — {id, deleted: true}; 409 for a system category (data.system) or one in use (data.tasks, data.opportunities) (spec 2 §4.13, §7). */
export const deleteCategory: Handler<'deleteCategory'> = async ({ path }, ctx) =>
  ok(await ctx.services.categories.delete(ctx.actor, path.id), { actions: [link('categories', 'listCategories')] });
