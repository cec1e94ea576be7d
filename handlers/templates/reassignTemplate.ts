import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateLink } from './actions.js';

/** POST /api/v1/templates/{id}/reassign — moves every entity to the replacement; the replacement's usage (spec 2 §4.13). */
export const reassignTemplate: Handler<'reassignTemplate'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.templates.reassign(ctx.actor, path.id, body.replacementId), { actions: [templateLink(body.replacementId)] });
