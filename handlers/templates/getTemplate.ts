import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateActions } from './actions.js';

/** GET /api/v1/templates/{id} — the template with its ordered steps (spec 2 §4.13). */
export const getTemplate: Handler<'getTemplate'> = async ({ path }, ctx) => {
  const t = await ctx.services.templates.get(ctx.actor, path.id);
  return ok(t, { actions: templateActions(t) });
};
