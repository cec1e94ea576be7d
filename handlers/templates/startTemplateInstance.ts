import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { instanceActions } from './actions.js';

/** POST /api/v1/templates/instances — 201; 409 when one runs already (spec 2 §4.13). */
export const startTemplateInstance: Handler<'startTemplateInstance'> = async ({ body }, ctx) => {
  const i = await ctx.services.templates.start(ctx.actor, body);
  return created(i, { actions: instanceActions(i) });
};
