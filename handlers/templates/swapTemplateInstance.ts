import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { instanceActions } from './actions.js';

/** POST /api/v1/templates/instances/swap — the new instance; completed steps with matching titles kept (spec 2 §4.13). */
export const swapTemplateInstance: Handler<'swapTemplateInstance'> = async ({ body }, ctx) => {
  const i = await ctx.services.templates.swap(ctx.actor, body);
  return ok(i, { actions: instanceActions(i) });
};
