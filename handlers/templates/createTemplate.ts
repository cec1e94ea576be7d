import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateActions } from './actions.js';

/** POST /api/v1/templates — 201 with the steps given, then the terminal Completed and Cancelled (spec 2 §4.13). */
export const createTemplate: Handler<'createTemplate'> = async ({ body }, ctx) => {
  const t = await ctx.services.templates.create(ctx.actor, body);
  return created(t, { actions: templateActions(t) });
};
