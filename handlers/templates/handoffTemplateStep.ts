import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { instanceActions } from './actions.js';

/** POST /api/v1/templates/handoff — completes (or pauses) the active step, activates the target, notifies its owner (spec 2 §4.13). */
export const handoffTemplateStep: Handler<'handoffTemplateStep'> = async ({ body }, ctx) => {
  const i = await ctx.services.templates.handoff(ctx.actor, body);
  return ok(i, { actions: instanceActions(i) });
};
