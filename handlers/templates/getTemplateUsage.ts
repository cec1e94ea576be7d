import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { templateLink } from './actions.js';

/** GET /api/v1/templates/{id}/usage — entities on the template by type, running instances (spec 2 §4.13). */
export const getTemplateUsage: Handler<'getTemplateUsage'> = async ({ path }, ctx) =>
  ok(await ctx.services.templates.usage(ctx.actor, path.id), { actions: [templateLink(path.id)] });
