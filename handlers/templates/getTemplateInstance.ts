import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { instanceActions } from './actions.js';

/** GET /api/v1/templates/instances/{entityType}/{entityId} — running, else latest; 404 when none (spec 2 §4.13). */
export const getTemplateInstance: Handler<'getTemplateInstance'> = async ({ path }, ctx) => {
  const i = await ctx.services.templates.instanceOf(ctx.actor, path.entityType, path.entityId);
  return ok(i, { actions: instanceActions(i) });
};
