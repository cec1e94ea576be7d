import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/prd-templates/{id} — {id, deleted: true}; team defaults and opportunities using it are cleared (spec 2 §4.13). */
export const deletePrdTemplate: Handler<'deletePrdTemplate'> = async ({ path }, ctx) =>
  ok(await ctx.services.prdTemplates.delete(ctx.actor, path.id), { actions: [link('prdTemplates', 'listPrdTemplates')] });
