import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateActions } from './actions.js';

/** PATCH /api/v1/templates/steps/{stepId} — the template; terminal steps 422 (spec 2 §4.13). */
export const updateTemplateStep: Handler<'updateTemplateStep'> = async ({ path, body }, ctx) => {
  const t = await ctx.services.templates.updateStep(ctx.actor, path.stepId, body);
  return ok(t, { actions: templateActions(t) });
};
