import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { categoryActions } from './actions.js';

/** POST /api/v1/categories — 201 with the slug derived from the label (unique in the org); last in sort order unless sortOrder is given (spec 2 §4.13). */
export const createCategory: Handler<'createCategory'> = async ({ body }, ctx) => {
  const c = await ctx.services.categories.create(ctx.actor, body);
  return created(c, { actions: categoryActions(c.id) });
};
