import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateActions } from './actions.js';

/** DELETE /api/v1/templates/steps/{stepId} — the template; terminal steps 422 (spec 2 §4.13). */
export const deleteTemplateStep: Handler<'deleteTemplateStep'> = async ({ path }, ctx) => {
  const t = await ctx.services.templates.deleteStep(ctx.actor, path.stepId);
  return ok(t, { actions: templateActions(t) });
};
