import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { prdTemplateActions } from './actions.js';

/** POST /api/v1/prd-templates — 201; org-wide (no teamId) needs prd_template:update, a team's needs membership or it (403) (spec 2 §4.13). */
export const createPrdTemplate: Handler<'createPrdTemplate'> = async ({ body }, ctx) => {
  const p = await ctx.services.prdTemplates.create(ctx.actor, body);
  return created(p, { actions: prdTemplateActions(p) });
};
