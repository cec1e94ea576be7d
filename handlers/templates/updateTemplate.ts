import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateActions } from './actions.js';

/** PATCH /api/v1/templates/{id} — name, description, isDefault (spec 2 §4.13). */
export const updateTemplate: Handler<'updateTemplate'> = async ({ path, body }, ctx) => {
  const t = await ctx.services.templates.update(ctx.actor, path.id, body);
  return ok(t, { actions: templateActions(t) });
};
