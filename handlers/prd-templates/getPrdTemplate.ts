import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { prdTemplateActions } from './actions.js';

/** GET /api/v1/prd-templates/{id} — 404 for another team's template unless a member or prd_template:update (spec 2 §4.13). */
export const getPrdTemplate: Handler<'getPrdTemplate'> = async ({ path }, ctx) => {
  const p = await ctx.services.prdTemplates.get(ctx.actor, path.id);
  return ok(p, { actions: prdTemplateActions(p) });
};
