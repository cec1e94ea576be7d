import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateActions } from './actions.js';

/** POST /api/v1/templates/{id}/steps — 201 with the template; the step goes before the terminal steps (spec 2 §4.13). */
export const addTemplateStep: Handler<'addTemplateStep'> = async ({ path, body }, ctx) => {
  const t = await ctx.services.templates.addStep(ctx.actor, path.id, body);
  return created(t, { actions: templateActions(t) });
};
