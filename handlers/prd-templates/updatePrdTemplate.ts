import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { prdTemplateActions } from './actions.js';

/** PATCH /api/v1/prd-templates/{id} — name, content, teamId (null: org-wide, needs prd_template:update) (spec 2 §4.13). */
export const updatePrdTemplate: Handler<'updatePrdTemplate'> = async ({ path, body }, ctx) => {
  const p = await ctx.services.prdTemplates.update(ctx.actor, path.id, body);
  return ok(p, { actions: prdTemplateActions(p) });
};
