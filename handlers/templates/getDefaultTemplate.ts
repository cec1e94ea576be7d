import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateActions } from './actions.js';

/** GET /api/v1/templates/default/{entityType} — 404 when none (spec 2 §4.13). */
export const getDefaultTemplate: Handler<'getDefaultTemplate'> = async ({ path }, ctx) => {
  const t = await ctx.services.templates.getDefault(ctx.actor, path.entityType);
  return ok(t, { actions: templateActions(t) });
};
